import { secureHeaders } from 'hono/secure-headers';
import { inlineBlockHashes } from './inline-block-hashes';

/**
 * The headers of every response, pages, bundle, images and API alike. The demo pages load only
 * files of this origin, and the store page's inline snapshot is allowed by its hashes alone, so
 * the CSP needs no 'unsafe-inline'. The widgets' styles are constructed stylesheets and style
 * properties set from script, which `style-src` does not govern.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
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
  },
  xFrameOptions: 'SAMEORIGIN',
  xContentTypeOptions: true,
  referrerPolicy: 'strict-origin-when-cross-origin',
  // Host pages on other origins embed the bundle and the test images.
  crossOriginResourcePolicy: 'cross-origin',
});
