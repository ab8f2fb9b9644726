import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { inlineBlockHashes } from './inline-block-hashes';

/**
 * The headers of every response, pages, bundle, images and API alike. The demo pages load only
 * files of this origin, and the store page's inline snapshot is allowed by its hashes alone, so
 * the CSP needs no 'unsafe-inline'. The widgets' styles are constructed stylesheets and style
 * properties set from script, which `style-src` does not govern.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", inlineBlockHashes('script')],
  styleSrc: ["'self'", inlineBlockHashes('style')],
  // `data:` for the pages' empty favicon.
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

const headers = {
  xFrameOptions: 'SAMEORIGIN',
  xContentTypeOptions: true,
  referrerPolicy: 'strict-origin-when-cross-origin',
  // Host pages on other origins embed the bundle and the test images.
  crossOriginResourcePolicy: 'cross-origin',
} as const;

const siteHeaders = secureHeaders({ contentSecurityPolicy, ...headers });

// The documentation site (/docs/) is VitePress's static output: its highlighted code and a few
// of its components carry style attributes, in the HTML and in what it renders on navigation,
// which only 'unsafe-inline' allows. Its scripts stay as strict as the demo's (files of this
// origin only), and its pages show no visitor input where a style could be injected.
const docsHeaders = secureHeaders({
  contentSecurityPolicy: { ...contentSecurityPolicy, styleSrc: ["'self'", "'unsafe-inline'"] },
  ...headers,
});

export const securityHeaders: MiddlewareHandler = (c, next) =>
  (c.req.path.startsWith('/docs/') ? docsHeaders : siteHeaders)(c, next);
