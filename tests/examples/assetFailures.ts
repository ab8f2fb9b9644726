import type { Page } from '@playwright/test';

const expectedContentType = { image: /^image\//, script: /javascript/ } as const;

/**
 * Every image or script request of the page that failed: no answer, an error status, or an answer
 * of the wrong kind. An image URL answered with `text/html` is a host's fallback page, not the
 * image (a dev server does this for any missing file, with status 200).
 */
export function watchAssetFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if (kind !== 'image' && kind !== 'script') return;
    const contentType = response.headers()['content-type'] ?? '(none)';
    if (!response.ok() || !expectedContentType[kind].test(contentType)) {
      failures.push(`${kind} ${response.url()}: ${response.status()} ${contentType}`);
    }
  });
  page.on('requestfailed', (request) => {
    const kind = request.resourceType();
    if (kind === 'image' || kind === 'script') {
      failures.push(`${kind} ${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
    }
  });
  return failures;
}

/** The `src` of every `<img>`, in the page or any open shadow root, that finished without a picture. */
export async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const image of root.querySelectorAll('img')) {
        if (image.complete && image.naturalWidth === 0) broken.push(image.currentSrc || image.src);
      }
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    return broken;
  });
}
