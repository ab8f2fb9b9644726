/**
 * What other code uses of `lab-package-compare`: its entry file brings the frame along, and the
 * server renderer loads the comparison's body before it renders.
 */
export { frameBroughtAlong } from './PackageCompare';
export { loadPackageCompareBody, PackageCompareFrame } from './PackageCompareFrame';
