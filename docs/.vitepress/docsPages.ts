import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { DefaultTheme } from 'vitepress';
import type { SectionPage } from './repoSections';

/**
 * The site's pages as found in `docs/`: a Markdown file added to a folder is in the sidebar
 * under its folder's group (or the `group` its front matter names, which keeps a page's address
 * when it moves between groups), in the order its front matter gives (`order`), under its
 * `title`. Groups come in the order of `groupOrder`; any other group comes after them, and a
 * folder not named in `folderGroups` is a group named after the folder.
 */
export const docsDir = join(import.meta.dirname, '..');

const folderGroups: Record<string, string> = {
  guide: 'Guides',
  elements: 'Elements',
  production: 'In production',
  contributing: 'Working on the bundle',
  reference: 'Reference',
};
const groupOrder = ['Guides', 'Frameworks', 'Elements', 'In production', 'Working on the bundle', 'Reference'];

export interface DocsPage {
  /** Site path without the base, e.g. `/guide/theming.html`. */
  link: string;
  /** The sidebar group it is listed under. */
  group: string;
  title: string;
  order: number;
  source: string;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || entry.name === 'public') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    // `[param].md` pages are made by their `.paths.ts` loader and listed by it.
    return entry.name.endsWith('.md') && !entry.name.startsWith('[') ? [path] : [];
  });
}

function frontMatterField(source: string, field: string): string | undefined {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  return new RegExp(`^${field}:\\s*(.+)$`, 'm').exec(frontMatter)?.[1]?.trim().replace(/^['"]|['"]$/g, '');
}

export function readDocsPages(): DocsPage[] {
  return markdownFiles(docsDir).map((file) => {
    const path = relative(docsDir, file).replaceAll('\\', '/');
    const source = readFileSync(file, 'utf8');
    const folder = path.includes('/') ? (path.split('/')[0] ?? '') : '';
    return {
      link: `/${path.replace(/(^|\/)index\.md$/, '$1').replace(/\.md$/, '.html')}`,
      group: frontMatterField(source, 'group') ?? folderGroups[folder] ?? folder.replace(/^./, (first) => first.toUpperCase()),
      title: frontMatterField(source, 'title') ?? path,
      order: Number(frontMatterField(source, 'order') ?? 100),
      source,
    };
  });
}

/**
 * Which page shows which section of a repository file (see repoSections.ts). Only a directive on
 * a line of its own counts, as there: a page that quotes one in its text does not show it.
 */
export function sectionPages(pages: readonly DocsPage[]): SectionPage[] {
  return pages.flatMap((page) =>
    [...page.source.matchAll(/^<!--\s*@section\s+(\S+)\s+"([^"]+)"/gm)].map(([, file = '', heading = '']) => ({
      file,
      heading,
      page: page.link,
    })),
  );
}

/** The sidebar: each group's pages, then the items `extra` adds to a group (by its label). */
export function sidebar(pages: readonly DocsPage[], extra: Record<string, DefaultTheme.SidebarItem[]>): DefaultTheme.SidebarItem[] {
  const groups = [...new Set([...groupOrder, ...pages.map((page) => page.group)])].filter(Boolean);
  return groups
    .map((group) => ({
      text: group,
      items: [
        ...pages
          .filter((page) => page.group === group)
          .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title))
          .map((page) => ({ text: page.title, link: page.link })),
        ...(extra[group] ?? []),
      ],
    }))
    .filter((group) => group.items.length > 0);
}
