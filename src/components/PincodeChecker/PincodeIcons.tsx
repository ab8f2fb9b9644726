/**
 * The checker's icons drawn inline (Lucide's shapes), not taken from `../icons`: that module is
 * one chunk holding every icon any element uses (about 2.5 KB gzip), which would push the
 * standalone `lab-pincode-checker` over its 75 KB budget.
 */
const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export function MapPinIcon({ className }: { className: string }) {
  return (
    <svg {...iconProps} className={className}>
      <path d="M20 10c0 5-5.5 10.2-7.4 11.8a1 1 0 0 1-1.2 0C9.5 20.2 4 15 4 10a8 8 0 0 1 16 0" />
      <circle cx="12" cy="10" r="3" />
    </svg>
  );
}

/** A circle with a tick (served), a cross (not served) or an exclamation mark (check failed). */
export function ResultIcon({ kind, className }: { kind: 'available' | 'unavailable' | 'failed'; className: string }) {
  const mark = {
    available: 'm9 12 2 2 4-4',
    unavailable: 'm15 9-6 6m0-6 6 6',
    failed: 'M12 8v4m0 4h.01',
  }[kind];
  return (
    <svg {...iconProps} className={className}>
      <circle cx="12" cy="12" r="10" />
      <path d={mark} />
    </svg>
  );
}
