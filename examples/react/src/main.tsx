import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@lab/storefront/lab-cart-badge'
import '@lab/storefront/lab-pincode-checker'
import '@lab/storefront/lab-login-panel'
import App from './App.tsx'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
