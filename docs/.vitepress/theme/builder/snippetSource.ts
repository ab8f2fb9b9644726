import type { BundleIntegrity } from '../../../../build/bundleIntegrity';

// Set by the site's config (docs/.vitepress/bundleRelease.ts) when it is built.
declare const __LAB_CDN_BASE__: string;
declare const __LAB_INTEGRITY__: BundleIntegrity | null;

/** The builder's first CDN base: the published package's `dist/`, its version in the path. */
export const versionedCdnBase: string = __LAB_CDN_BASE__;
/** The hashes of the files the snippet loads (dist/integrity.json), wherever they are served from. */
export const bundleIntegrity: BundleIntegrity | undefined = __LAB_INTEGRITY__ ?? undefined;
