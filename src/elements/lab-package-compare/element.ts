import { PackageCompare } from './PackageCompare';
import { createLabElement } from '../../elementRuntime/defineElement';
import { labPackageCompare } from './definition';

/**
 * The `lab-package-compare` class; its texts come with its frame (PackageCompareFrame.tsx). Only
 * its entry file (`widgets/lab-package-compare.ts`) and the store's define the tag: this module
 * may share a chunk with other widgets' start-up code, and a chunk must not define a tag its
 * loader did not ask for.
 */
export const LabPackageCompareElement = createLabElement(labPackageCompare, PackageCompare);
export default LabPackageCompareElement;
