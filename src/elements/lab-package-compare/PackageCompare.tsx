import { Suspense } from 'react';
import { lazyPart } from '../../elementRuntime/lazyPart';
import type { PackageCompareProps } from './PackageCompareBody';

/**
 * The frame (PackageCompareFrame.tsx: the loading state, the comparison's loader): on a page that
 * loads the element's own file it is there already, handed over (`frameBroughtAlong`); the store,
 * which defines every element at start-up but seldom shows this one, fetches it when a comparison
 * element appears. Without its code the element shows nothing until the code comes.
 */
const Frame = lazyPart(() => import('./PackageCompareFrame').then((module) => ({ default: module.PackageCompareFrame })), {
  fallback: () => null,
});

/** The element's own file (`widgets/lab-package-compare.ts`) brings the frame with it and hands it over here. */
export const frameBroughtAlong = Frame.handOver;

/** What `lab-package-compare` renders (interface §2): its frame, once its code is there. */
export function PackageCompare(props: PackageCompareProps) {
  return (
    <Suspense fallback={null}>
      <Frame {...props} />
    </Suspense>
  );
}
