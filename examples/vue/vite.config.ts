import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vite'

// https://vite.dev/config/
export default defineConfig({
  plugins: [
    vue({
      template: {
        // The lab's tags are custom elements, not Vue components: Vue must leave them to the browser.
        compilerOptions: { isCustomElement: (tag) => tag.startsWith('lab-') },
      },
    }),
  ],
})
