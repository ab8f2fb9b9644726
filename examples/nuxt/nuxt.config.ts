// https://nuxt.com/docs/api/configuration/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2025-07-15',
  devtools: { enabled: true },
  app: {
    head: {
      title: 'Sunrise Family Clinic',
      link: [{ rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }],
    },
  },
  runtimeConfig: {
    // The lab's API, read on the server at run time (NUXT_LAB_API_BASE overrides it).
    labApiBase: 'http://127.0.0.1:8080',
  },
})
