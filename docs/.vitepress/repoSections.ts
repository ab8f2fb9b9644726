import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import type { MarkdownRenderer } from 'vitepress';
import { repository } from '../../package.json';

/**
 * `<!-- @section demo/api/README.md "## Running in production" -->` in a docs page stands for
 * that section of a Markdown file of the repository outside `docs/`, read when the page is
 * rendered: a text that belongs beside its code (the reference API's operations guide) stays
 * written once, there, and the site shows it without a copy. The site's own text is written in
 * its pages; the root README points to them and is not shown.
 *
 * - The path is from the repository's root; the heading is matched from its start, so a heading
 *   that grows ("### Use with React / Vue / … / Next.js") is still found.
 * - The section runs to the next heading of its level or above; `intro` stops it at its first
 *   subheading. Its own heading is left out (the page has its title) and its subheadings move up
 *   to start at `##`.
 * - Relative links are rewritten for the site: to the page that shows the section they point at,
 *   else to the file on GitHub. A heading that is not found fails the build, like a dead link.
 */
const repoRoot = join(import.meta.dirname, '../..');
const directive = /^<!--\s*@section\s+(\S+)\s+"([^"]+)"(\s+intro)?\s*-->$/gm;
const repoBlob = `${repository.url.replace(/^git\+/, '').replace(/\.git$/, '')}/blob/main/`;

/** Sections that have a page of their own on the site: links to them go there. */
export interface SectionPage {
  file: string;
  heading: string;
  page: string;
}

export function expandSections(source: string, pages: readonly SectionPage[]): string {
  return source.replace(directive, (_line, file: string, heading: string, intro?: string) =>
    sectionOf(file, heading, intro !== undefined, pages),
  );
}

function sectionOf(file: string, heading: string, introOnly: boolean, pages: readonly SectionPage[]): string {
  const lines = readFileSync(join(repoRoot, file), 'utf8').split('\n');
  const level = heading.indexOf(' ');
  const start = lines.findIndex((line) => line.startsWith(heading));
  if (start < 0) throw new Error(`docs: no heading "${heading}" in ${file}`);
  let end = start + 1;
  let inFence = false;
  for (; end < lines.length; end++) {
    const line = lines[end] ?? '';
    if (line.startsWith('```')) inFence = !inFence;
    const depth = inFence ? 0 : /^(#+) /.exec(line)?.[1]?.length ?? 0;
    if (depth > 0 && (depth <= level || introOnly)) break;
  }
  return lines
    .slice(start + 1, end)
    .map((line) => promoteHeading(line, level))
    .join('\n')
    .replace(/\]\(([^)\s]+)\)/g, (_match, href: string) => `](${siteHref(file, href, pages)})`);
}

function promoteHeading(line: string, sectionLevel: number): string {
  const hashes = /^(#+) /.exec(line)?.[1];
  return hashes ? `${'#'.repeat(Math.max(2, hashes.length - sectionLevel + 1))}${line.slice(hashes.length)}` : line;
}

function siteHref(fromFile: string, href: string, pages: readonly SectionPage[]): string {
  if (/^[a-z]+:/i.test(href) || href.startsWith('#')) return href;
  const [path = '', anchor = ''] = href.split('#');
  const target = normalize(relative(repoRoot, join(repoRoot, dirname(fromFile), path)));
  const page = pages.find((candidate) => candidate.file === target && slug(candidate.heading) === anchor);
  return page ? page.page : `${repoBlob}${target}${anchor ? `#${anchor}` : ''}`;
}

/** GitHub's and VitePress's heading anchors agree for the plain headings such READMEs use. */
function slug(heading: string): string {
  return heading
    .replace(/^#+ /, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .trim()
    .replaceAll(' ', '-');
}

/** Expands the directives before markdown-it parses a page (pages and the search index alike). */
export function sectionsPlugin(pages: readonly SectionPage[]) {
  return (md: MarkdownRenderer) => {
    const parse = md.parse.bind(md);
    md.parse = (source, env) => parse(expandSections(source, pages), env);
  };
}
