import { renderElement } from '@lab/storefront/server'

/**
 * The lab's elements of the page rendered with the lab's current data, as the HTML that each
 * element takes over in the browser once its file (plugins/lab-elements.client.ts) has loaded.
 * Called in-process while the server renders the page.
 */
export default defineEventHandler(async () => {
  const attributes = { 'api-base': useRuntimeConfig().labApiBase, lang: 'en' }
  const [pincodeChecker, testCard] = await Promise.all([
    renderElement('lab-pincode-checker', attributes),
    renderElement('lab-test-card', { ...attributes, 'test-id': 'thyroid-profile-total' }),
  ])
  return { pincodeChecker, testCard }
})
