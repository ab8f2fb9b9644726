/**
 * Saves `value` as a JSON file through the browser's download: a Blob and a link that is clicked
 * once, never markup (the pages enforce Trusted Types). The link lives only for the click.
 */
export function downloadJson(value: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: Chromium reads the URL once the task has ended.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
