import vocabulary from './schemaorg-extract.json';

/**
 * Checks JSON-LD against the schema.org vocabulary, offline: an extract of schema.org's release
 * (its `source` names the files) with the classes and properties our product data uses and the
 * classes their ranges and parents name. Every `@type` must be a class of it; every property must
 * be one of it whose domain includes one of the node's types or their parents; every value must
 * fall in the property's range (a node of a range class, a text, a number, an absolute URL, or an
 * enumeration member's address). Returns what is wrong, one line each.
 */
const classes: Record<string, { subClassOf: string[] }> = vocabulary.classes;
const properties: Record<string, { domainIncludes: string[]; rangeIncludes: string[] }> = vocabulary.properties;
const members: Record<string, string> = vocabulary.enumerationMembers;

function withParents(type: string): string[] {
  const parents = classes[type]?.subClassOf ?? [];
  return [type, ...parents.flatMap(withParents)];
}

const isAbsoluteUrl = (value: string) => URL.canParse(value) && /^https?:/.test(value);

/** Whether a literal value is one of the range's data types or enumerations. */
function literalFits(value: unknown, range: string[]): boolean {
  if (typeof value === 'number') return range.includes('Number') || (range.includes('Integer') && Number.isInteger(value));
  if (typeof value !== 'string') return false;
  const member = value.startsWith('https://schema.org/') ? value.slice('https://schema.org/'.length) : undefined;
  if (member && members[member]) return range.some((type) => withParents(members[member] ?? '').includes(type));
  if (range.includes('Text')) return true;
  return range.includes('URL') && isAbsoluteUrl(value);
}

export function schemaOrgProblems(node: unknown, path = '$'): string[] {
  if (typeof node !== 'object' || node === null) return [`${path}: not a node`];
  const record = node as Record<string, unknown>;
  const types = [record['@type']].flat();
  const problems: string[] = [];
  if (types.length === 0 || types.some((type) => typeof type !== 'string' || !classes[type])) {
    return [`${path}: unknown @type ${JSON.stringify(record['@type'])}`];
  }
  const lineage = new Set(types.flatMap((type) => withParents(type as string)));
  for (const [name, value] of Object.entries(record)) {
    if (name === '@type') continue;
    if (name === '@context') {
      if (value !== 'https://schema.org') problems.push(`${path}: @context ${JSON.stringify(value)}`);
      continue;
    }
    const property = properties[name];
    if (!property) {
      problems.push(`${path}.${name}: no such property`);
      continue;
    }
    if (!property.domainIncludes.some((type) => lineage.has(type))) problems.push(`${path}.${name}: not a property of ${types.join(', ')}`);
    for (const [index, item] of [value].flat().entries()) {
      const at = Array.isArray(value) ? `${path}.${name}[${index}]` : `${path}.${name}`;
      if (typeof item === 'object' && item !== null) {
        const itemTypes = [(item as Record<string, unknown>)['@type']].flat() as string[];
        const fits = itemTypes.some((type) => withParents(type).some((parent) => property.rangeIncludes.includes(parent)));
        problems.push(...schemaOrgProblems(item, at), ...(fits ? [] : [`${at}: ${itemTypes.join(', ')} is not a ${property.rangeIncludes.join(' or ')}`]));
      } else if (!literalFits(item, property.rangeIncludes)) {
        problems.push(`${at}: ${JSON.stringify(item)} is not a ${property.rangeIncludes.join(' or ')}`);
      }
    }
  }
  return problems;
}
