import { createApp } from 'vue'
import '@lab/storefront/lab-cart-badge'
import '@lab/storefront/lab-pincode-checker'
import '@lab/storefront/lab-login-panel'
import type {} from '@lab/storefront/vue'
import App from './App.vue'

createApp(App).mount('#app')
