import { mount } from 'svelte'
import '@lab/storefront/lab-cart-badge'
import '@lab/storefront/lab-pincode-checker'
import '@lab/storefront/lab-login-panel'
import type {} from '@lab/storefront/svelte'
import App from './App.svelte'

const app = mount(App, {
  target: document.getElementById('app')!,
})

export default app
