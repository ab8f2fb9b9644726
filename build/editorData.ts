import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getWebTypesData } from 'custom-element-jet-brains-integration';
import { getVsCodeHtmlCustomData } from 'custom-element-vs-code-integration';

type ConverterManifest = Parameters<typeof getVsCodeHtmlCustomData>[0];

/** The files editors read to complete and document our tags in plain HTML. */
const editorDataFiles = {
  vsCode: 'vscode.html-custom-data.json',
  webTypes: 'web-types.json',
} as const;

/**
 * Writes the editors' data for plain HTML beside `custom-elements.json`, generated from the
 * manifest by the maintained converters: VS Code's HTML custom data (a project lists it in
 * `html.customData`) and JetBrains' web-types (found through package.json's `web-types`).
 */
export async function writeEditorData(manifest: object, outDir: string): Promise<void> {
  // The converters' own manifest type is a narrower reading of schema 2.1.0, which ours follows;
  // they annotate the manifest they are given, so each gets its own copy.
  const copy = () => structuredClone(manifest) as ConverterManifest;
  const vsCode = getVsCodeHtmlCustomData(copy(), { hideLogs: true });
  const webTypes = getWebTypesData(copy(), { hideLogs: true });
  await writeFile(join(outDir, editorDataFiles.vsCode), `${vsCode.trim()}\n`);
  await writeFile(join(outDir, editorDataFiles.webTypes), `${webTypes.trim()}\n`);
}
