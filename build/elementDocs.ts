import type { ElementDocs } from '../src/elementRuntime/elementSpec';
import { camelCase } from '../src/elementRuntime/elementSpec';
import type { LabEventName } from '../src/domain/labEventName';
import { detailTypeText, labEvents } from '../src/elementRuntime/events/labEventCatalogue';
import type { ThemeToken } from './themeTokens';
import { replaceBetweenMarkers } from './betweenMarkers';

/**
 * What the element definitions say, written out for tools and people: the Custom Elements
 * Manifest (schema 2.1.0) that `dist/custom-elements.json` holds, and the tables of the docs' guides.
 */
interface DocumentedAttribute {
  name: string;
  kind: 'string' | 'boolean';
  description: string;
  default?: string;
}

function attributesOf(element: ElementDocs): DocumentedAttribute[] {
  return Object.entries(element.spec.attributes).map(([name, kind]) => ({
    name,
    kind,
    ...(element.attributes[name] as ElementDocs['attributes'][string]),
  }));
}

const propertyType = (attribute: DocumentedAttribute) =>
  attribute.kind === 'boolean' ? 'boolean' : 'string | null';

function classDeclaration(element: ElementDocs, tokens: readonly ThemeToken[]) {
  const attributes = attributesOf(element);
  return {
    kind: 'class',
    name: element.className,
    tagName: element.spec.tag,
    customElement: true,
    description: element.description,
    superclass: { name: 'HTMLElement' },
    attributes: attributes.map((attribute) => ({
      name: attribute.name,
      fieldName: camelCase(attribute.name),
      type: { text: attribute.kind },
      ...(attribute.default ? { default: attribute.default } : {}),
      description: attribute.description,
    })),
    members: attributes.map((attribute) => ({
      kind: 'field',
      name: camelCase(attribute.name),
      type: { text: propertyType(attribute) },
      attribute: attribute.name,
      reflects: true,
      description: attribute.description,
    })),
    events: element.events.map((name) => ({
      name,
      type: { text: `CustomEvent<${detailTypeText(name)}>` },
      description: labEvents[name].description,
    })),
    cssProperties: tokens.map((token) => ({ ...token })),
    cssParts: Object.entries(element.parts).map(([name, description]) => ({ name, description })),
  };
}

export function customElementsManifest(
  elements: readonly ElementDocs[],
  tokens: readonly ThemeToken[],
  version: string,
) {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    package: { version },
    modules: elements.map((element) => ({
      kind: 'javascript-module',
      path: element.file,
      declarations: [classDeclaration(element, tokens)],
      exports: [
        { kind: 'js', name: element.className, declaration: { name: element.className, module: element.file } },
        {
          kind: 'custom-element-definition',
          name: element.spec.tag,
          declaration: { name: element.className, module: element.file },
        },
      ],
    })),
  };
}

const code = (text: string) => `\`${text}\``;
// A pipe inside a cell (`string | null`) would end the cell: Markdown tables escape it.
const row = (cells: readonly string[]) => `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  return [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
}

/** The guides' generated tables, by the name of the marker that encloses each. */
export function docsTables(elements: readonly ElementDocs[], tokens: readonly ThemeToken[]) {
  const elementTable = table(
    ['tag', 'file', 'what it is'],
    elements.map((element) => [code(element.spec.tag), code(element.file), element.description]),
  );
  const attributes = table(
    ['tag', 'attribute', 'property', 'default', 'what it does'],
    elements.flatMap((element) =>
      attributesOf(element).map((attribute) => [
        code(element.spec.tag),
        code(attribute.name),
        `${code(camelCase(attribute.name))}: ${code(propertyType(attribute))}`,
        attribute.default ?? '',
        attribute.description,
      ]),
    ),
  );
  const events = table(
    ['event', 'fired when', '`detail`'],
    (Object.keys(labEvents) as LabEventName[]).map((name) => [
      code(name),
      labEvents[name].description,
      code(detailTypeText(name)),
    ]),
  );
  const parts = table(
    ['tag', 'part', 'what it is'],
    elements.flatMap((element) =>
      Object.entries(element.parts).map(([name, description]) => [code(element.spec.tag), code(name), description]),
    ),
  );
  // Tokens under one comment of tokens.css share a row (Map.groupBy needs Node 21).
  const groups = new Map<string, ThemeToken[]>();
  for (const token of tokens) groups.set(token.description, [...(groups.get(token.description) ?? []), token]);
  const themeTokens = table(
    ['tokens', 'defaults', 'what they theme'],
    [...groups].map(([description, group]) => [
      group.map((token) => code(token.name)).join(', '),
      group.map((token) => code(token.default)).join(', '),
      description,
    ]),
  );
  return { elements: elementTable, attributes, events, parts, 'theme-tokens': themeTokens };
}

export type DocsTableName = keyof ReturnType<typeof docsTables>;

/** The page of the docs that shows each table, beside the prose about it. */
export const docsTablePages: Record<string, readonly DocsTableName[]> = {
  'docs/guide/elements-and-attributes.md': ['elements', 'attributes'],
  'docs/guide/events.md': ['events'],
  'docs/guide/theming.md': ['parts', 'theme-tokens'],
};

/** Replaces the text between `<!-- generated:NAME -->` and `<!-- /generated:NAME -->` of each table named. */
export function fillGeneratedSections(
  page: string,
  tables: ReturnType<typeof docsTables>,
  names: readonly DocsTableName[],
  where: string,
): string {
  return names.reduce(
    (filled, name) =>
      replaceBetweenMarkers(filled, `<!-- generated:${name} -->`, `<!-- /generated:${name} -->`, tables[name], where),
    page,
  );
}
