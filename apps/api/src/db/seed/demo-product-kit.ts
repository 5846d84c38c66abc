/** The vocabulary of the demo catalogue (demo-products.ts, demo-services.ts): types and small builders. */
/** An English / Turkish pair. */
export type Words = readonly [en: string, tr: string];

/** Cyprus VAT (ADR 0039): 19 % standard, 9 % restaurants and catering, 5 % foodstuffs, medicines, hairdressing. */
export type VatBand = 'standard' | 'catering' | 'reduced';
export const VAT_BASIS_POINTS: Record<VatBand, number> = { standard: 1900, catering: 900, reduced: 500 };

/**
 * How an item is measured. Either sizes from the reference list (each a
 * variant: "500 g", "1 hour", "M") or, when it comes in one size only, a
 * unit and how many of it ("10 × Piece"), never both: a size and a unit
 * would contradict each other ("500 g / 1 × Kilogram").
 */
export type Measure = { sizes: readonly string[] } | { unit: string; quantity: number };

export interface DemoItem {
  name: Words;
  /** The Fluent Emoji its picture shows. */
  icon: string;
  /** Overrides the sub-category's measure. */
  measure?: Measure;
}

/** A word put before an item's name ("Organic Tomatoes" / "Organik Domates"), with a small icon added to its picture. */
export interface Qualifier {
  name: Words;
  accent?: string;
}

export interface DemoSubCategory {
  name: Words;
  icon: string;
  vat: VatBand;
  measure: Measure;
  items: readonly DemoItem[];
  /** Qualifiers that make sense for every item here; products are items with one of these or none. */
  qualifiers: readonly Qualifier[];
}

export interface DemoCategoryCatalogue {
  /** The picture of the category, its stores' logos and covers. */
  icon: string;
  subCategories: readonly DemoSubCategory[];
  brands: readonly string[];
  /** Price of the smallest size, in cents: from, to. */
  price: readonly [number, number];
  /** The last sentence of every product description: true of everything the category sells. */
  blurb: Words;
  /** A store's About text; `{town}` and `{district}` are filled in. */
  about: Words;
}

export const i = (en: string, tr: string, icon: string, measure?: Measure): DemoItem =>
  measure ? { name: [en, tr], icon, measure } : { name: [en, tr], icon };
export const q = (en: string, tr: string, accent?: string): Qualifier =>
  accent ? { name: [en, tr], accent } : { name: [en, tr] };
export const sized = (...sizes: string[]): Measure => ({ sizes });
export const per = (unit: string, quantity = 1): Measure => ({ unit, quantity });

export const ORGANIC = q('Organic', 'Organik', 'seedling');
export const VILLAGE = q('Village', 'Köy', 'house-with-garden');
export const HOMEMADE = q('Homemade', 'Ev Yapımı', 'house-with-garden');
export const SPICY = q('Spicy', 'Acılı', 'hot-pepper');
export const KIDS = q('Kids', 'Çocuk', 'teddy-bear');
export const EXPRESS = q('Express', 'Ekspres', 'stopwatch');
export const ECO = q('Eco', 'Ekolojik', 'seedling');
export const SAME_DAY = q('Same-day', 'Aynı Gün', 'stopwatch');
export const AT_HOME = q('At-home', 'Evde', 'house');
export const HANDMADE = q('Handmade', 'El Yapımı', 'thread');
export const BLACK = q('Black', 'Siyah');
export const WHITE = q('White', 'Beyaz');
