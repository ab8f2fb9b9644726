import { LabPackageCompareElement } from '../src/elements/lab-package-compare/element';
import { frameBroughtAlong, PackageCompareFrame } from '../src/elements/lab-package-compare';
import { defineLabElement } from '../src/elementRuntime/defineElement';

export { LabPackageCompareElement };

// A page that loads this file shows a comparison: its frame comes with it, so it paints at once.
frameBroughtAlong(PackageCompareFrame);
defineLabElement(LabPackageCompareElement);
