import type { MessageKey } from '../../../i18n';

/**
 * Shapes of the home page's sample data (product §3: items have _id, name, an image, prices...).
 * Visible words are catalogue keys (texts/en/homeSamples.ts), translated where they show.
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

/** The texts' areas of sample items: Home's first screen's categories, and the rest. */
type SampleArea = 'homeCategories' | 'homeSamples';

/** The ids of sample items that have a text `<area>.<id>.<field>` in `Area`. */
type IdsWith<Area extends SampleArea, Field extends string> = MessageKey extends infer Key
  ? Key extends `${Area}.${infer Id}.${Field}`
    ? Id
    : never
  : never;

/**
 * Ids with a description (categories, packages) or an eyebrow (banners, ads), by the area that
 * holds their texts. The other fields' keys are checked where the data builds them:
 * `<area>.<id>.name` must be a text key too.
 */
export type DescribedId<Area extends SampleArea> = IdsWith<Area, 'description'>;
export type BannerId = IdsWith<'homeSamples', 'eyebrow'>;
