// The elements' files, in the browser only: each defines its tag and takes over the HTML that
// the server rendered for it.
import '@lab/storefront/lab-pincode-checker'
import '@lab/storefront/lab-test-card'

export default defineNuxtPlugin(() => {})
