/** Placeholder until issue 4. */
export function PincodeChecker() {
  return <div part="base" />;
}
