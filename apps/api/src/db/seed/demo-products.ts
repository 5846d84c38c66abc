import type { DemoCategorySlug } from './demo-catalogue.ts';

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

const i = (en: string, tr: string, icon: string, measure?: Measure): DemoItem =>
  measure ? { name: [en, tr], icon, measure } : { name: [en, tr], icon };
const q = (en: string, tr: string, accent?: string): Qualifier =>
  accent ? { name: [en, tr], accent } : { name: [en, tr] };
const sized = (...sizes: string[]): Measure => ({ sizes });
const per = (unit: string, quantity = 1): Measure => ({ unit, quantity });

const ORGANIC = q('Organic', 'Organik', 'seedling');
const VILLAGE = q('Village', 'Köy', 'house-with-garden');
const HOMEMADE = q('Homemade', 'Ev Yapımı', 'house-with-garden');
const SPICY = q('Spicy', 'Acılı', 'hot-pepper');
const KIDS = q('Kids', 'Çocuk', 'teddy-bear');
const EXPRESS = q('Express', 'Ekspres', 'stopwatch');
const ECO = q('Eco', 'Ekolojik', 'seedling');
const SAME_DAY = q('Same-day', 'Aynı Gün', 'stopwatch');
const AT_HOME = q('At-home', 'Evde', 'house');
const HANDMADE = q('Handmade', 'El Yapımı', 'thread');
const BLACK = q('Black', 'Siyah');
const WHITE = q('White', 'Beyaz');

/**
 * What the demo stores sell, per category, in both languages. Products are
 * items, alone or with a qualifier that fits them (ADR 0020 needs real words
 * to search), so the demo is the same on every install.
 */
export const DEMO_PRODUCTS: Record<DemoCategorySlug, DemoCategoryCatalogue> = {
  groceries: {
    icon: 'shopping-bags',
    subCategories: [
      {
        name: ['Fruit & Vegetables', 'Meyve ve Sebze'],
        icon: 'leafy-green',
        vat: 'reduced',
        measure: sized('500 g', '1 kg', '2 kg'),
        items: [
          i('Tomatoes', 'Domates', 'tomato'),
          i('Cucumbers', 'Salatalık', 'cucumber'),
          i('Potatoes', 'Patates', 'potato'),
          i('Oranges', 'Portakal', 'tangerine'),
          i('Lemons', 'Limon', 'lemon'),
          i('Strawberries', 'Çilek', 'strawberry'),
          i('Aubergines', 'Patlıcan', 'eggplant'),
          i('Carrots', 'Havuç', 'carrot'),
          i('Watermelon', 'Karpuz', 'watermelon', sized('2 kg')),
        ],
        qualifiers: [ORGANIC, VILLAGE, q('Local', 'Yerli', 'sun')],
      },
      {
        name: ['Dairy & Eggs', 'Süt Ürünleri ve Yumurta'],
        icon: 'cheese-wedge',
        vat: 'reduced',
        measure: sized('250 g', '500 g', '1 kg'),
        items: [
          i('Halloumi', 'Hellim', 'cheese-wedge'),
          i('Feta Cheese', 'Beyaz Peynir', 'cheese-wedge'),
          i('Strained Yoghurt', 'Süzme Yoğurt', 'bowl-with-spoon', sized('500 g', '1 kg')),
          i('Butter', 'Tereyağı', 'butter', sized('250 g')),
          i('Milk', 'Süt', 'glass-of-milk', sized('1 l', '1.5 l')),
          i('Free-range Eggs', 'Gezen Tavuk Yumurtası', 'egg', per('piece', 10)),
        ],
        qualifiers: [VILLAGE, ORGANIC],
      },
      {
        name: ['Pantry', 'Kiler'],
        icon: 'jar',
        vat: 'reduced',
        measure: sized('500 g', '1 kg'),
        items: [
          i('Olive Oil', 'Zeytinyağı', 'olive', sized('500 ml', '1 l')),
          i('Green Olives', 'Yeşil Zeytin', 'olive', sized('250 g', '500 g')),
          i('Carob Honey', 'Keçiboynuzu Pekmezi', 'honey-pot', sized('250 g', '500 g')),
          i('Rice', 'Pirinç', 'cooked-rice'),
          i('Red Lentils', 'Kırmızı Mercimek', 'beans'),
        ],
        qualifiers: [ORGANIC, VILLAGE],
      },
      {
        name: ['Drinks', 'İçecekler'],
        icon: 'teacup-without-handle',
        vat: 'reduced',
        measure: sized('250 g', '500 g'),
        items: [
          i('Black Tea', 'Siyah Çay', 'teacup-without-handle'),
          i('Cypriot Coffee', 'Kıbrıs Kahvesi', 'hot-beverage'),
          i('Orange Juice', 'Portakal Suyu', 'beverage-box', sized('1 l')),
          i('Ayran', 'Ayran', 'cup-with-straw', sized('330 ml', '1 l')),
          i('Mineral Water', 'Maden Suyu', 'potable-water', sized('500 ml', '1.5 l')),
          i('Lemonade', 'Limonata', 'tropical-drink', sized('330 ml', '1 l')),
        ],
        qualifiers: [],
      },
    ],
    brands: ['Troodos Farm', 'Mesaoria Fields', 'Karpaz Organics', 'Akamas Pantry'],
    price: [120, 900],
    blurb: ['Picked and packed on the day you order.', 'Sipariş verdiğiniz gün toplanır ve paketlenir.'],
    about: [
      'A family grocer in {town}: fruit and vegetables from {district} farms, village halloumi and the pantry staples of a Cypriot kitchen.',
      '{town} semtinde bir aile bakkalı: {district} çiftliklerinden meyve ve sebze, köy hellimi ve Kıbrıs mutfağının kiler ürünleri.',
    ],
  },
  bakery: {
    icon: 'bread',
    subCategories: [
      {
        name: ['Bread', 'Ekmek'],
        icon: 'bread',
        vat: 'reduced',
        measure: per('piece'),
        items: [
          i('Sourdough Bread', 'Ekşi Mayalı Ekmek', 'bread'),
          i('Village Bread', 'Köy Ekmeği', 'bread'),
          i('Wholegrain Bread', 'Tam Tahıllı Ekmek', 'bread'),
          i('Halloumi Bread', 'Hellimli Ekmek', 'bread'),
          i('Sesame Ring', 'Simit', 'bagel'),
          i('Pitta Bread', 'Pide Ekmek', 'flatbread'),
          i('Baguette', 'Baget Ekmek', 'baguette-bread'),
        ],
        qualifiers: [ORGANIC, q('Stone-baked', 'Taş Fırın', 'fire')],
      },
      {
        name: ['Pastries', 'Hamur İşleri'],
        icon: 'croissant',
        vat: 'reduced',
        measure: per('piece'),
        items: [
          i('Cheese Pastry', 'Peynirli Poğaça', 'croissant'),
          i('Olive Pastry', 'Zeytinli Poğaça', 'croissant'),
          i('Spinach Pie', 'Ispanaklı Börek', 'pie'),
          i('Halloumi Pie', 'Hellimli Börek', 'pie'),
          i('Flaouna', 'Pilavuna', 'pie'),
          i('Croissant', 'Kruvasan', 'croissant'),
        ],
        qualifiers: [HOMEMADE],
      },
      {
        name: ['Cakes & Sweets', 'Pasta ve Tatlılar'],
        icon: 'shortcake',
        vat: 'reduced',
        measure: sized('250 g', '500 g', '1 kg'),
        items: [
          i('Baklava', 'Baklava', 'moon-cake'),
          i('Loukoumades', 'Lokma Tatlısı', 'doughnut', sized('250 g', '500 g')),
          i('Almond Cookies', 'Bademli Kurabiye', 'cookie'),
          i('Carob Cake', 'Keçiboynuzlu Kek', 'shortcake', sized('Small', 'Large')),
          i('Lemon Cake', 'Limonlu Kek', 'shortcake', sized('Small', 'Large')),
          i('Chocolate Cake', 'Çikolatalı Pasta', 'birthday-cake', sized('Small', 'Medium', 'Large')),
        ],
        qualifiers: [HOMEMADE],
      },
    ],
    brands: ['Golden Crust', 'Lefkara Ovens', 'Yiayia’s Kitchen'],
    price: [90, 650],
    blurb: ['Baked every morning in our own oven.', 'Her sabah kendi fırınımızda pişirilir.'],
    about: [
      'A neighbourhood bakery in {town}: bread from the oven before sunrise, village loaves, halloumi pies and flaounes at Easter.',
      '{town} semtinde bir mahalle fırını: gün doğmadan fırından çıkan ekmek, köy ekmeği, hellimli börek ve bayramda pilavuna.',
    ],
  },
  restaurants: {
    icon: 'fork-and-knife-with-plate',
    subCategories: [
      {
        name: ['Grills', 'Izgaralar'],
        icon: 'meat-on-bone',
        vat: 'catering',
        measure: sized('Single portion', 'Double portion'),
        items: [
          i('Souvlaki', 'Şiş Kebap', 'meat-on-bone'),
          i('Sheftalia', 'Şeftali Kebabı', 'cut-of-meat'),
          i('Chicken Kebab', 'Tavuk Şiş', 'poultry-leg'),
          i('Adana Kebab', 'Adana Kebap', 'meat-on-bone'),
          i('Meatballs', 'Köfte', 'falafel'),
          i('Lamb Chops', 'Kuzu Pirzola', 'cut-of-meat'),
        ],
        qualifiers: [SPICY],
      },
      {
        name: ['Meze', 'Mezeler'],
        icon: 'green-salad',
        vat: 'catering',
        measure: sized('Single portion', 'Double portion'),
        items: [
          i('Hummus', 'Humus', 'bowl-with-spoon'),
          i('Tahini Dip', 'Tahin Ezmesi', 'bowl-with-spoon'),
          i('Tzatziki', 'Cacık', 'cucumber'),
          i('Grilled Halloumi', 'Izgara Hellim', 'cheese-wedge'),
          i('Stuffed Vine Leaves', 'Yaprak Sarması', 'leafy-green'),
          i('Village Salad', 'Köy Salatası', 'green-salad'),
          i('Falafel', 'Falafel Topları', 'falafel'),
        ],
        qualifiers: [SPICY],
      },
      {
        name: ['Mains', 'Ana Yemekler'],
        icon: 'shallow-pan-of-food',
        vat: 'catering',
        measure: sized('Single portion', 'Double portion'),
        items: [
          i('Moussaka', 'Musakka', 'shallow-pan-of-food'),
          i('Kleftiko', 'Fırında Kuzu Kleftiko', 'pot-of-food'),
          i('Lahmacun', 'Lahmacun', 'flatbread'),
          i('Cheese Pide', 'Kaşarlı Pide', 'stuffed-flatbread'),
          i('Molohiya', 'Molehiya Yemeği', 'pot-of-food'),
          i('Chicken Pilaf', 'Tavuklu Pilav', 'curry-rice'),
        ],
        qualifiers: [q('Chef’s', 'Şefin', 'cook')],
      },
    ],
    brands: ['Meze House', 'Harbour Grill'],
    price: [450, 1600],
    blurb: ['Cooked to order and packed hot.', 'Siparişe göre pişirilir, sıcak paketlenir.'],
    about: [
      'A taverna in {town} cooking over charcoal: souvla, sheftalia, a full meze and the home cooking of {district}.',
      '{town} semtinde kömür ateşinde pişiren bir taverna: şiş, şeftali kebabı, tam meze ve {district} ev yemekleri.',
    ],
  },
  pharmacy: {
    icon: 'pill',
    subCategories: [
      {
        name: ['Vitamins', 'Vitaminler'],
        icon: 'pill',
        vat: 'reduced',
        measure: per('box'),
        items: [
          i('Vitamin C Tablets', 'C Vitamini Tableti', 'pill'),
          i('Vitamin D Drops', 'D Vitamini Damlası', 'droplet', per('bottle')),
          i('Multivitamin Tablets', 'Multivitamin Tableti', 'pill'),
          i('Magnesium Tablets', 'Magnezyum Tableti', 'pill'),
          i('Omega 3 Capsules', 'Omega 3 Kapsülü', 'fish'),
        ],
        qualifiers: [KIDS, q('Extra Strength', 'Ekstra Güçlü', 'flexed-biceps')],
      },
      {
        name: ['Personal Care', 'Kişisel Bakım'],
        icon: 'lotion-bottle',
        vat: 'standard',
        measure: per('piece'),
        items: [
          i('Sunscreen SPF 50', 'Güneş Kremi SPF 50', 'sun'),
          i('Hand Cream', 'El Kremi', 'lotion-bottle'),
          i('Toothpaste', 'Diş Macunu', 'toothbrush'),
          i('Shampoo', 'Şampuan', 'lotion-bottle'),
          i('Lip Balm', 'Dudak Koruyucu', 'lipstick'),
          i('Digital Thermometer', 'Dijital Termometre', 'thermometer'),
        ],
        qualifiers: [q('Sensitive', 'Hassas Ciltler İçin'), KIDS, q('Travel Size', 'Seyahat Boyu', 'airplane')],
      },
      {
        name: ['First Aid', 'İlk Yardım'],
        icon: 'adhesive-bandage',
        vat: 'reduced',
        measure: per('box'),
        items: [
          i('Plasters', 'Yara Bandı', 'adhesive-bandage'),
          i('Antiseptic Spray', 'Antiseptik Sprey', 'droplet', per('bottle')),
          i('Elastic Bandage', 'Elastik Bandaj', 'adhesive-bandage', per('piece')),
        ],
        qualifiers: [KIDS],
      },
    ],
    brands: ['Medica', 'Green Cross', 'Aphrodite Care'],
    price: [350, 2400],
    blurb: [
      'Sealed in its original packaging; ask our pharmacist if you are unsure.',
      'Orijinal ambalajında ve mühürlü; emin değilseniz eczacımıza danışın.',
    ],
    about: [
      'A licensed pharmacy in {town}: medicines, vitamins and baby care, with a pharmacist to answer your questions in {district}.',
      '{town} semtinde ruhsatlı bir eczane: ilaç, vitamin ve bebek bakımı; {district} bölgesinde sorularınızı eczacımız yanıtlar.',
    ],
  },
  electronics: {
    icon: 'mobile-phone',
    subCategories: [
      {
        name: ['Phones & Accessories', 'Telefon ve Aksesuar'],
        icon: 'mobile-phone',
        vat: 'standard',
        measure: per('piece'),
        items: [
          i('Phone Charger', 'Telefon Şarj Cihazı', 'electric-plug'),
          i('USB-C Cable', 'USB-C Kablo', 'electric-plug'),
          i('Power Bank', 'Taşınabilir Şarj Cihazı', 'battery'),
          i('Phone Case', 'Telefon Kılıfı', 'mobile-phone'),
          i('Screen Protector', 'Ekran Koruyucu', 'mobile-phone'),
        ],
        qualifiers: [BLACK, WHITE],
      },
      {
        name: ['Audio', 'Ses Sistemleri'],
        icon: 'headphone',
        vat: 'standard',
        measure: per('piece'),
        items: [
          i('Wireless Earbuds', 'Kablosuz Kulaklık', 'headphone'),
          i('Bluetooth Speaker', 'Bluetooth Hoparlör', 'speaker-high-volume'),
          i('Over-ear Headphones', 'Kulak Üstü Kulaklık', 'headphone'),
          i('Digital Radio', 'Dijital Radyo', 'radio'),
        ],
        qualifiers: [BLACK, WHITE],
      },
      {
        name: ['Home Appliances', 'Ev Aletleri'],
        icon: 'light-bulb',
        vat: 'standard',
        measure: per('piece'),
        items: [
          i('Electric Kettle', 'Elektrikli Su Isıtıcı', 'hot-beverage'),
          i('Sandwich Toaster', 'Tost Makinesi', 'sandwich'),
          i('Coffee Machine', 'Kahve Makinesi', 'hot-beverage'),
          i('Desk Fan', 'Masa Vantilatörü', 'wind-face'),
          i('LED Bulb', 'LED Ampul', 'light-bulb', per('pack')),
        ],
        qualifiers: [q('Compact', 'Kompakt')],
      },
    ],
    brands: ['Nova', 'Kite', 'Altın Tech', 'Island Volt'],
    price: [900, 12900],
    blurb: ['New and boxed, with the maker’s two-year warranty.', 'Sıfır ve kutusunda, üretici garantisi iki yıl.'],
    about: [
      'Phones, accessories and small appliances in {town}, with repairs and advice from people who live in {district}.',
      '{town} semtinde telefon, aksesuar ve küçük ev aletleri; {district} bölgesinde yaşayan ekibimizden tamir ve öneri.',
    ],
  },
  fashion: {
    icon: 'dress',
    subCategories: [
      {
        name: ['Women', 'Kadın'],
        icon: 'dress',
        vat: 'standard',
        measure: sized('S', 'M', 'L'),
        items: [
          i('Linen Dress', 'Keten Elbise', 'dress'),
          i('Summer Blouse', 'Yazlık Bluz', 'womans-clothes'),
          i('Silk Scarf', 'İpek Eşarp', 'scarf', per('piece')),
          i('Sandals', 'Sandalet', 'womans-sandal', per('pair')),
        ],
        qualifiers: [WHITE, q('Navy', 'Lacivert'), q('Terracotta', 'Kiremit Rengi')],
      },
      {
        name: ['Men', 'Erkek'],
        icon: 't-shirt',
        vat: 'standard',
        measure: sized('M', 'L', 'XL'),
        items: [
          i('Linen Shirt', 'Keten Gömlek', 't-shirt'),
          i('Polo Shirt', 'Polo Tişört', 't-shirt'),
          i('Chino Trousers', 'Kanvas Pantolon', 'jeans'),
          i('Silk Tie', 'İpek Kravat', 'necktie', per('piece')),
        ],
        qualifiers: [WHITE, q('Navy', 'Lacivert'), q('Sand', 'Kum Rengi')],
      },
      {
        name: ['Accessories', 'Aksesuar'],
        icon: 'handbag',
        vat: 'standard',
        measure: per('piece'),
        items: [
          i('Straw Hat', 'Hasır Şapka', 'womans-hat'),
          i('Sunglasses', 'Güneş Gözlüğü', 'sunglasses'),
          i('Tote Bag', 'Bez Çanta', 'handbag'),
          i('Leather Wallet', 'Deri Cüzdan', 'purse'),
        ],
        qualifiers: [q('Olive Green', 'Zeytin Yeşili'), q('Sand', 'Kum Rengi')],
      },
    ],
    brands: ['Aegean', 'Linen & Lace', 'Kyrenia Cotton'],
    price: [1500, 8900],
    blurb: ['Chosen for warm Cyprus days.', 'Kıbrıs’ın sıcak günleri için seçildi.'],
    about: [
      'A boutique in {town} for linen, cotton and summer accessories, chosen for the {district} heat.',
      '{town} semtinde keten, pamuk ve yazlık aksesuarlar sunan bir butik; {district} sıcağı için seçildi.',
    ],
  },
  'home-garden': {
    icon: 'potted-plant',
    subCategories: [
      {
        name: ['Kitchen', 'Mutfak'],
        icon: 'fork-and-knife-with-plate',
        vat: 'standard',
        measure: per('piece'),
        items: [
          i('Ceramic Plate', 'Seramik Tabak', 'fork-and-knife-with-plate'),
          i('Coffee Cup Set', 'Kahve Fincanı Takımı', 'teacup-without-handle', per('set')),
          i('Copper Coffee Pot', 'Bakır Cezve', 'teapot'),
          i('Olive Wood Board', 'Zeytin Ağacı Kesme Tahtası', 'wood'),
        ],
        qualifiers: [HANDMADE, q('Blue', 'Mavi')],
      },
      {
        name: ['Garden', 'Bahçe'],
        icon: 'potted-plant',
        vat: 'standard',
        measure: per('piece'),
        items: [
          i('Terracotta Pot', 'Toprak Saksı', 'amphora', sized('Small', 'Medium', 'Large')),
          i('Garden Hose', 'Bahçe Hortumu', 'droplet'),
          i('Lavender Plant', 'Lavanta Fidanı', 'herb'),
          i('Olive Sapling', 'Zeytin Fidanı', 'deciduous-tree'),
          i('Potting Soil', 'Saksı Toprağı', 'seedling', per('pack')),
        ],
        qualifiers: [],
      },
      {
        name: ['Decor', 'Dekorasyon'],
        icon: 'candle',
        vat: 'standard',
        measure: per('piece'),
        items: [
          i('Scented Candle', 'Kokulu Mum', 'candle'),
          i('Lace Tablecloth', 'Dantel Masa Örtüsü', 'thread'),
          i('Cushion Cover', 'Yastık Kılıfı', 'couch-and-lamp'),
          i('Wind Chime', 'Rüzgar Çanı', 'wind-chime'),
          i('Wall Mirror', 'Duvar Aynası', 'mirror'),
        ],
        qualifiers: [HANDMADE, q('Blue', 'Mavi')],
      },
    ],
    brands: ['Terracotta Living', 'Lefkara Lace', 'Olive Grove'],
    price: [600, 4500],
    blurb: ['Packed with care for the trip to your door.', 'Kapınıza kadar özenle paketlenir.'],
    about: [
      'Everything for a Cypriot home and garden in {town}: pots, plants, handmade kitchenware and lace from {district} makers.',
      '{town} semtinde Kıbrıs evi ve bahçesi için her şey: saksılar, fidanlar, el yapımı mutfak eşyası ve {district} ustalarından dantel.',
    ],
  },
  flowers: {
    icon: 'bouquet',
    subCategories: [
      {
        name: ['Bouquets', 'Buketler'],
        icon: 'bouquet',
        vat: 'standard',
        measure: sized('Small', 'Medium', 'Large'),
        items: [
          i('Rose Bouquet', 'Gül Buketi', 'rose'),
          i('Tulip Bouquet', 'Lale Buketi', 'tulip'),
          i('Sunflower Bouquet', 'Ayçiçeği Buketi', 'sunflower'),
          i('Mixed Bouquet', 'Karışık Buket', 'bouquet'),
        ],
        qualifiers: [q('Romantic', 'Romantik', 'red-heart'), q('Birthday', 'Doğum Günü', 'balloon')],
      },
      {
        name: ['Plants', 'Bitkiler'],
        icon: 'potted-plant',
        vat: 'standard',
        measure: per('piece'),
        items: [
          i('Orchid', 'Orkide', 'blossom'),
          i('Bougainvillea', 'Begonvil', 'hibiscus'),
          i('Cactus', 'Kaktüs', 'cactus'),
          i('Basil Plant', 'Fesleğen Fidesi', 'herb'),
          i('Jasmine Plant', 'Yasemin Fidanı', 'white-flower'),
        ],
        qualifiers: [],
      },
      {
        name: ['Gifts', 'Hediyeler'],
        icon: 'wrapped-gift',
        vat: 'standard',
        measure: per('piece'),
        items: [
          i('Gift Box', 'Hediye Kutusu', 'wrapped-gift'),
          i('Balloon Bunch', 'Balon Demeti', 'balloon', per('bunch')),
          i('Teddy Bear', 'Oyuncak Ayı', 'teddy-bear'),
          i('Greeting Card', 'Tebrik Kartı', 'love-letter'),
        ],
        qualifiers: [q('Birthday', 'Doğum Günü', 'balloon'), q('Romantic', 'Romantik', 'red-heart')],
      },
    ],
    brands: ['Jasmine', 'Bougainvillea Gifts'],
    price: [800, 4500],
    blurb: ['Arranged by hand on the day it goes out.', 'Gönderildiği gün elde hazırlanır.'],
    about: [
      'A florist in {town}: bouquets arranged by hand, potted plants for {district} balconies and small gifts to go with them.',
      '{town} semtinde bir çiçekçi: elde hazırlanan buketler, {district} balkonları için saksı bitkileri ve yanına küçük hediyeler.',
    ],
  },
  cleaning: {
    icon: 'broom',
    subCategories: [
      {
        name: ['Home Cleaning', 'Ev Temizliği'],
        icon: 'broom',
        vat: 'standard',
        measure: sized('1 hour', '2 hours', 'Half day'),
        items: [
          i('Apartment Cleaning', 'Daire Temizliği', 'broom'),
          i('House Cleaning', 'Müstakil Ev Temizliği', 'house'),
          i('Kitchen Deep Clean', 'Mutfak Detaylı Temizlik', 'sponge'),
          i('Window Cleaning', 'Cam Silme', 'window'),
        ],
        qualifiers: [q('Weekly', 'Haftalık', 'calendar'), ECO, q('Move-out', 'Taşınma Sonrası', 'package')],
      },
      {
        name: ['Specialist Cleaning', 'Özel Temizlik'],
        icon: 'bucket',
        vat: 'standard',
        measure: sized('2 hours', 'Half day', 'Full day'),
        items: [
          i('Carpet Cleaning', 'Halı Yıkama', 'bubbles'),
          i('Sofa Cleaning', 'Koltuk Yıkama', 'couch-and-lamp'),
          i('After-Builders Cleaning', 'İnşaat Sonrası Temizlik', 'building-construction'),
          i('Office Cleaning', 'Ofis Temizliği', 'office-building'),
        ],
        qualifiers: [EXPRESS, ECO],
      },
    ],
    brands: ['Sparkle', 'Spotless Homes'],
    price: [1500, 3000],
    blurb: [
      'Our own trained team brings the equipment and products.',
      'Eğitimli ekibimiz ekipmanı ve temizlik ürünlerini yanında getirir.',
    ],
    about: [
      'Home and office cleaning in {town} and around {district}, by our own insured team, weekly or one-off.',
      '{town} ve {district} çevresinde ev ve ofis temizliği; sigortalı kendi ekibimizle, haftalık ya da tek seferlik.',
    ],
  },
  repairs: {
    icon: 'toolbox',
    subCategories: [
      {
        name: ['Plumbing', 'Tesisat'],
        icon: 'wrench',
        vat: 'standard',
        measure: sized('1 hour', '2 hours', 'Half day'),
        items: [
          i('Leak Repair', 'Su Kaçağı Tamiri', 'droplet'),
          i('Tap Replacement', 'Musluk Değişimi', 'potable-water'),
          i('Drain Unblocking', 'Tıkanıklık Açma', 'plunger'),
          i('Solar Water Heater Service', 'Güneş Enerjili Şofben Bakımı', 'sun'),
        ],
        qualifiers: [q('Emergency', 'Acil', 'police-car-light'), q('Weekend', 'Hafta Sonu', 'calendar')],
      },
      {
        name: ['Electrical', 'Elektrik'],
        icon: 'high-voltage',
        vat: 'standard',
        measure: sized('1 hour', '2 hours', 'Half day'),
        items: [
          i('Socket Installation', 'Priz Montajı', 'electric-plug'),
          i('Lighting Installation', 'Aydınlatma Montajı', 'light-bulb'),
          i('Air Conditioner Service', 'Klima Bakımı', 'snowflake'),
          i('Fuse Box Check', 'Sigorta Kutusu Kontrolü', 'high-voltage'),
        ],
        qualifiers: [q('Emergency', 'Acil', 'police-car-light'), q('Weekend', 'Hafta Sonu', 'calendar')],
      },
      {
        name: ['Handyman', 'Tadilat'],
        icon: 'toolbox',
        vat: 'standard',
        measure: sized('1 hour', '2 hours', 'Half day'),
        items: [
          i('Furniture Assembly', 'Mobilya Montajı', 'chair'),
          i('Door Repair', 'Kapı Tamiri', 'door'),
          i('Wall Painting', 'Duvar Boyama', 'paintbrush'),
          i('Shelf Mounting', 'Raf Montajı', 'hammer'),
        ],
        qualifiers: [q('Weekend', 'Hafta Sonu', 'calendar')],
      },
    ],
    brands: ['Handy Hands', 'Fix-It Cyprus'],
    price: [2500, 6000],
    blurb: [
      'A qualified technician; parts are charged at cost.',
      'Uzman teknisyen; parçalar maliyetine ücretlendirilir.',
    ],
    about: [
      'Plumbers, electricians and handymen based in {town}, covering {district} for leaks, air conditioning and everyday repairs.',
      '{town} merkezli tesisatçı, elektrikçi ve tamirciler; {district} genelinde su kaçağı, klima ve günlük tamir işleri.',
    ],
  },
  beauty: {
    icon: 'lotus',
    subCategories: [
      {
        name: ['Hair', 'Saç'],
        icon: 'barber-pole',
        vat: 'reduced',
        measure: sized('30 minutes', '1 hour', '2 hours'),
        items: [
          i('Haircut', 'Saç Kesimi', 'scissors'),
          i('Hair Colouring', 'Saç Boyama', 'paintbrush'),
          i('Blow Dry', 'Fön', 'wind-face'),
          i('Beard Trim', 'Sakal Tıraşı', 'razor'),
        ],
        qualifiers: [AT_HOME],
      },
      {
        name: ['Nails', 'Tırnak'],
        icon: 'nail-polish',
        vat: 'standard',
        measure: sized('30 minutes', '1 hour'),
        items: [
          i('Manicure', 'Manikür', 'nail-polish'),
          i('Pedicure', 'Pedikür', 'foot'),
          i('Gel Nails', 'Jel Tırnak', 'nail-polish'),
        ],
        qualifiers: [q('Classic', 'Klasik'), q('Deluxe', 'Lüks', 'sparkles'), AT_HOME],
      },
      {
        name: ['Spa', 'Spa ve Masaj'],
        icon: 'lotus',
        vat: 'standard',
        measure: sized('30 minutes', '1 hour', '2 hours'),
        items: [
          i('Massage', 'Masaj', 'person-getting-massage'),
          i('Facial', 'Cilt Bakımı', 'lotion-bottle'),
          i('Hammam Ritual', 'Hamam Bakımı', 'bathtub'),
          i('Eyebrow Shaping', 'Kaş Şekillendirme', 'eye'),
        ],
        qualifiers: [q('Deluxe', 'Lüks', 'sparkles'), q('Bridal', 'Gelin', 'red-heart')],
      },
    ],
    brands: ['Aphrodite', 'Wellness Spa'],
    price: [1500, 5000],
    blurb: [
      'By appointment, with single-use or sterilised tools.',
      'Randevuyla; tek kullanımlık ya da sterilize aletlerle.',
    ],
    about: [
      'A beauty studio in {town}: hair, nails and massage by appointment, in the studio or at your home in {district}.',
      '{town} semtinde bir güzellik stüdyosu: randevuyla saç, tırnak ve masaj; stüdyoda ya da {district} bölgesinde evinizde.',
    ],
  },
  laundry: {
    icon: 'soap',
    subCategories: [
      {
        name: ['Washing', 'Yıkama'],
        icon: 'bubbles',
        vat: 'standard',
        measure: per('kg', 5),
        items: [
          i('Wash and Fold', 'Yıkama ve Katlama', 'bubbles'),
          i('Bed Linen Wash', 'Nevresim Yıkama', 'soap', per('set')),
          i('Towel Wash', 'Havlu Yıkama', 'soap'),
          i('Duvet Cleaning', 'Yorgan Yıkama', 'bubbles', per('piece')),
        ],
        qualifiers: [EXPRESS, ECO],
      },
      {
        name: ['Dry Cleaning', 'Kuru Temizleme'],
        icon: 'coat',
        vat: 'standard',
        measure: per('piece'),
        items: [
          i('Suit Dry Cleaning', 'Takım Elbise Kuru Temizleme', 'necktie'),
          i('Dress Dry Cleaning', 'Elbise Kuru Temizleme', 'dress'),
          i('Coat Cleaning', 'Mont Temizleme', 'coat'),
          i('Curtain Cleaning', 'Perde Yıkama', 'window', per('sqm', 4)),
        ],
        qualifiers: [EXPRESS, SAME_DAY],
      },
      {
        name: ['Ironing', 'Ütü'],
        icon: 't-shirt',
        vat: 'standard',
        measure: per('piece'),
        items: [i('Shirt Ironing', 'Gömlek Ütüleme', 't-shirt'), i('Trouser Ironing', 'Pantolon Ütüleme', 'jeans')],
        qualifiers: [EXPRESS, SAME_DAY],
      },
    ],
    brands: ['Fresh Press', 'Clean Line'],
    price: [300, 2500],
    blurb: ['Collected from your door and brought back clean.', 'Kapınızdan alınır, temiz olarak geri getirilir.'],
    about: [
      'A laundry and dry cleaner in {town}: washing, ironing and dry cleaning, collected and returned across {district}.',
      '{town} semtinde çamaşırhane ve kuru temizleme: yıkama, ütü ve kuru temizleme; {district} genelinde alınıp teslim edilir.',
    ],
  },
};
