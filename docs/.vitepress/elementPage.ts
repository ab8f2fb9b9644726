import { readBundleIntegrity, snippetCdnBase } from './bundleRelease';
import type { ManifestElement } from './manifest';
import { scriptTags } from './theme/builder/snippets';

/**
 * An element's page, written from its manifest entry: what it is, a live example, how to load
 * it, and tables of its attributes, properties, events, parts and CSS custom properties. A new
 * element in the manifest gets its page with no file to write.
 */
const code = (text: string) => `\`${text}\``;
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return '_None._';
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** `CustomEvent<{ count: number }>` → `{ count: number }`. */
const detailOf = (type: string) => /^CustomEvent<(.*)>$/s.exec(type)?.[1] ?? type;

export function elementPageMarkdown(element: ManifestElement): string {
  const file = element.file.replace(/^dist\//, '');
  return `# \`<${element.tagName}>\`

${element.description}

<LiveExample tag="${element.tagName}" />

## Load it

\`\`\`html
${scriptTags(snippetCdnBase, file, readBundleIntegrity()).join('\n')}
<${element.tagName}></${element.tagName}>
\`\`\`

The version is in the address, and the hashes are those of its files: the browser runs exactly
those files or none ([pinning and upgrading](/guide/installing.html#pinning-and-upgrading)).

Set its attributes, theme it and copy the whole snippet for a CMS page or a framework in the
[embed builder](/builder.html?element=${element.tagName}).

## Attributes

Every attribute is also a property that reflects it.

${table(
  ['attribute', 'property', 'type', 'default', 'what it does'],
  element.attributes.map((attribute) => [
    code(attribute.name),
    code(attribute.fieldName),
    code(element.members.find((member) => member.attribute === attribute.name)?.type.text ?? attribute.type.text),
    attribute.default ?? '',
    attribute.description,
  ]),
)}

## Properties

${table(
  ['property', 'type', 'reflects', 'what it does'],
  element.members.map((member) => [
    code(member.name),
    code(member.type.text),
    member.attribute ? code(member.attribute) : '',
    member.description,
  ]),
)}

## Events

Each bubbles and is composed, so it reaches the element's ancestors and \`document\`
([how the elements fire them](/guide/events.html)).

${table(
  ['event', 'fired when', '`event.detail`'],
  element.events.map((event) => [code(event.name), event.description, code(detailOf(event.type.text))]),
)}

## Parts

Style them from the page with \`${element.tagName}::part(name)\` ([theming](/guide/theming.html)).

${table(
  ['part', 'what it is'],
  element.cssParts.map((part) => [code(part.name), part.description]),
)}

## CSS custom properties

Set them on the element or any ancestor.

${table(
  ['property', 'default', 'what it themes'],
  element.cssProperties.map((token) => [code(token.name), token.default ? code(token.default) : '', token.description]),
)}
`;
}
