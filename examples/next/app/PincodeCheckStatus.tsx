"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import type { LabEventDetailMap } from "@lab/storefront";
import "@lab/storefront/lab-pincode-checker";
import "@lab/storefront/lab-test-card";

type PincodeCheck = LabEventDetailMap["lab-pincode-check"];

/**
 * Loads the elements' files in the browser (each defines its tag and takes over the HTML the
 * server rendered for it) and shows, in the app's own markup, the last pin-code check of the
 * checker it wraps.
 */
export default function PincodeCheckStatus({ children }: { children: ReactNode }) {
  const [lastCheck, setLastCheck] = useState<PincodeCheck | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The event bubbles out of the element's shadow root (composed) to this wrapper.
    const onCheck = (event: CustomEvent<PincodeCheck>) => setLastCheck(event.detail);
    const element = wrapper.current!;
    element.addEventListener("lab-pincode-check", onCheck);
    return () => element.removeEventListener("lab-pincode-check", onCheck);
  }, []);

  return (
    <div ref={wrapper}>
      {children}
      <p id="last-check">
        {lastCheck
          ? `${lastCheck.pincode}: home collection ${lastCheck.available ? "available" : "not available"}`
          : "No pin code checked yet"}
      </p>
    </div>
  );
}
