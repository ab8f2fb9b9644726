import type { MessageKey } from '../i18n';

/**
 * Shapes of the home page's sample data (spec §3: items have _id, name, an image, prices...).
 * Visible words are catalogue keys (src/i18n/en/homeSamples.ts), translated where they show.
 */

/** A banner or ad: words drawn over text-free art, so they translate. */
export interface SampleBanner {
  _id: string;
  name: MessageKey;
  eyebrow: MessageKey;
  text: MessageKey;
  /** The look-alike button drawn on the banner (the banner itself is not a link). */
  action: MessageKey;
  imageUrl: string;
  /** Dark art takes light words, light art dark ones. */
  tone: 'dark' | 'light';
  /** Fill `{price}` (in rupees) and `{count}` in the texts. */
  price?: number;
  count?: number;
}

export interface SampleCategory {
  _id: string;
  /** The checkups tab it opens: the server's tab name, sent as the server spells it. */
  tab: string;
  name: MessageKey;
  imagePath: string;
  description: MessageKey;
}

export interface SamplePackage {
  _id: string;
  name: MessageKey;
  category: string;
  description: MessageKey;
  price: number;
  originalPrice: number;
  imagePath?: string;
  /** Fills `{count}` in the description. */
  count?: number;
  /** Single tests only: how many parameters the report covers. */
  totalTests?: number;
}

/** The ids of sample items that have a catalogue text `sample.<id>.<field>`. */
type IdsWith<Field extends string> = MessageKey extends infer Key
  ? Key extends `sample.${infer Id}.${Field}`
    ? Id
    : never
  : never;

/**
 * Ids with a description (categories, packages) or an eyebrow (banners, ads). The other fields'
 * keys are checked where the data builds them: `sample.<id>.name` must be a catalogue key too.
 */
export type DescribedId = IdsWith<'description'>;
export type BannerId = IdsWith<'eyebrow'>;
