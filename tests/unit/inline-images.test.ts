import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { svgDataUri } from '../../build/inlineImages';
import logo from '../../src/images/logo.svg';

const imagesDir = join(import.meta.dirname, '../../src/images');
const prefix = 'data:image/svg+xml,';

describe('the bundle inlines its pictures', () => {
  it('imports a picture as a data: address, not a file address', () => {
    expect(logo.startsWith(prefix)).toBe(true);
  });

  it('keeps every picture whole: the address decodes to its markup, whitespace aside', () => {
    for (const name of readdirSync(imagesDir)) {
      const svg = readFileSync(join(imagesDir, name), 'utf8');
      const uri = svgDataUri(svg);
      expect(uri, name).toMatch(/^data:image\/svg\+xml,<svg [ -~]*<\/svg>$/);
      expect(uri, name).not.toMatch(/#|%(?![0-9A-F]{2})/);
      const squeeze = (text: string) => text.replace(/\s+/g, '');
      expect(squeeze(decodeURIComponent(uri.slice(prefix.length))), name).toBe(squeeze(svg));
    }
  });
});
