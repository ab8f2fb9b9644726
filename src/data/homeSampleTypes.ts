/** Shapes of the home page's sample data (spec §3: items have _id, name, an image, prices...). */
export interface SampleBanner {
  _id: string;
  name: string;
  imageUrl: string;
}

export interface SampleCategory {
  _id: string;
  name: string;
  imagePath: string;
  description: string;
}

export interface SamplePackage {
  _id: string;
  name: string;
  category: string;
  description: string;
  price: number;
  originalPrice: number;
  imagePath?: string;
  /** Single tests only: how many parameters the report covers. */
  totalTests?: number;
}
