import { useEffect, useRef, useState } from 'react'
import type { LabEventDetailMap } from '@lab/storefront'
import type {} from '@lab/storefront/jsx'

const storeUrl = 'https://lab.example/store'

function App() {
  const [lastCheck, setLastCheck] = useState<LabEventDetailMap['lab-pincode-check'] | null>(null)
  const [cartCount, setCartCount] = useState(0)
  const [loginOpen, setLoginOpen] = useState(false)
  const header = useRef<HTMLElementTagNameMap['lab-header']>(null)

  useEffect(() => {
    // The header's code loads after the first render, as a code-split widget's does, so this
    // property is set before the element is defined: it must still count when it upgrades.
    header.current!.storeUrl = storeUrl
    void import('@lab/storefront/lab-header')
  }, [])

  return (
    <>
      <lab-header ref={header} />
      <main>
        <h1>Sunrise Family Clinic</h1>
        <p>Home sample collection by our partner lab.</p>

        <lab-cart-badge
          store-url={storeUrl}
          onlab-cart-change={(event) => setCartCount(event.detail.count)}
        />
        <p id="cart-count">Tests in your cart: {cartCount}</p>

        <lab-pincode-checker onlab-pincode-check={(event) => setLastCheck(event.detail)} />
        <p id="last-check">
          {lastCheck
            ? `${lastCheck.pincode}: home collection ${lastCheck.available ? 'available' : 'not available'}`
            : 'No pin code checked yet'}
        </p>

        <button type="button" onClick={() => setLoginOpen(true)}>
          Log in
        </button>
        <lab-login-panel
          open={loginOpen}
          onlab-login-panel-toggle={(event) => setLoginOpen(event.detail.open)}
        />
      </main>
    </>
  )
}

export default App
