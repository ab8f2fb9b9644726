import { Suspense } from "react";
import LabElement from "./LabElement";
import PincodeCheckStatus from "./PincodeCheckStatus";

export default function Home() {
  return (
    <main>
      <h1>Sunrise Family Clinic</h1>
      <p>Home sample collection by our partner lab.</p>
      {/* The elements are rendered per request (prices change): streamed into the page's HTML. */}
      <Suspense fallback={<p>Loading the lab&apos;s services…</p>}>
        <PincodeCheckStatus>
          <LabElement tag="lab-pincode-checker" />
        </PincodeCheckStatus>
        <h2>Recommended for you</h2>
        <LabElement tag="lab-test-card" attributes={{ "test-id": "thyroid-profile-total" }} />
      </Suspense>
    </main>
  );
}
