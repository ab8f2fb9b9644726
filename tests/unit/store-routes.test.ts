// @vitest-environment node
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { phrase, translator } from '../../src/i18n';
import { ALL_SCREENS, CATALOGUE_SCREENS } from '../../src/router/storeScreens';

const english = translator('en');
const viewsFolder = join(import.meta.dirname, '../../src/elements/lab-storefront/screens');

/**
 * The route table against product §2 in its own words: the tests that walk the table (the
 * landing entries, the catalogue's browser tests) follow any path it holds, so these pin the
 * paths, titles and empty texts themselves.
 */
describe('the store route table', () => {
  it('holds exactly the routes of product §2, and booking\'s (product §11), each once', () => {
    const paths = ALL_SCREENS.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.sort()).toEqual(
      [
        '/',
        '/cart',
        '/checkups',
        '/package',
        '/product',
        '/single-test',
        '/woman-care',
        '/men-care',
        '/special-care',
        '/vital-organ',
        '/lifestyle-health-checkup',
        '/sitemap',
        '/privacy-policy',
        '/my-data',
        '/terms-and-conditions',
        '/error',
        '/checkout',
        '/booking',
        '/bookings',
      ].sort(),
    );
  });

  it("names for every row a view whose folder is the screen, and has a row for every view's folder", () => {
    const folders = readdirSync(viewsFolder).filter((name) => statSync(join(viewsFolder, name)).isDirectory());
    const screens = folders.filter((folder) => readdirSync(join(viewsFolder, folder)).includes('index.ts'));
    expect(screens.sort()).toEqual([...new Set(ALL_SCREENS.map((screen) => screen.view))].sort());
    expect(folders.sort()).toEqual(screens);
  });

  it('gives each catalogue screen the title of product §2 and, untabbed, the empty text of product §8', () => {
    const shown = CATALOGUE_SCREENS.map((screen) => ({
      path: screen.path,
      title: english(phrase(screen.title)),
      empty: 'empty' in screen ? english(phrase(screen.empty)) : 'tabs',
    }));
    expect(shown).toEqual([
      { path: '/checkups', title: 'Health Checkup Packages', empty: 'tabs' },
      { path: '/package', title: 'Exclusive Packages', empty: 'No exclusive packages available' },
      { path: '/single-test', title: 'Single Tests', empty: 'No single tests available' },
      { path: '/woman-care', title: 'Women Care Health Packages', empty: 'tabs' },
      { path: '/men-care', title: 'Men Care Health Packages', empty: 'tabs' },
      { path: '/special-care', title: 'Special Care Packages', empty: 'No special care packages available' },
      { path: '/vital-organ', title: 'Vital Organ Health Checkups', empty: 'tabs' },
      { path: '/lifestyle-health-checkup', title: 'Lifestyle Health Checkups', empty: 'tabs' },
    ]);
  });
});
