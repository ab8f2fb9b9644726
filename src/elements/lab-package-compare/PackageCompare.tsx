import { lazy, Suspense, type ComponentType } from 'react';
import type { PackageCompareProps } from './PackageCompareBody';

let broughtAlong: ComponentType<PackageCompareProps> | undefined;

/** The element's own file (`widgets/lab-package-compare.ts`) brings the frame with it and hands it over here. */
export function compareFrameBroughtAlong(frame: ComponentType<PackageCompareProps>): void {
  broughtAlong = frame;
}

/**
 * The frame (PackageCompareFrame.tsx: the loading state, the comparison's loader): on a page that
 * loads the element's own file it is there already; the store, which defines every element at
 * start-up but seldom shows this one, fetches it when a comparison element appears.
 */
const PackageCompareFrame = lazy(async () => ({
  default: broughtAlong ?? (await import('./PackageCompareFrame')).PackageCompareFrame,
}));

/** What `lab-package-compare` renders (interface §2): its frame, once its code is there. */
export function PackageCompare(props: PackageCompareProps) {
  return (
    <Suspense fallback={null}>
      <PackageCompareFrame {...props} />
    </Suspense>
  );
}
