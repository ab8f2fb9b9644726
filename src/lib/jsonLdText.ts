/**
 * schema.org data as the text of a `<script type="application/ld+json">`, in HTML or in the DOM:
 * every `<` written as `\u003c` (the same JSON to a parser), so no name or description
 * (`</script>`, `<!--`) can end the script early or turn it into a comment.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Marks the product data the elements place, so the browser takes over what the server rendered. */
export const JSON_LD_MARK = 'data-lab-json-ld';
