import type { DemoCategorySlug } from './demo-catalogue.ts';

/** An English / Turkish pair. */
type Words = readonly [en: string, tr: string];

export interface DemoCategoryCatalogue {
  /** Sub-categories with the things they sell. */
  subCategories: readonly { name: Words; items: readonly Words[] }[];
  /** Words put before an item's name ("Organic Tomatoes" / "Organik Domates"); none is also used. */
  qualifiers: readonly Words[];
  brands: readonly string[];
  unit: string;
  /** Size names (from the reference list) variants are sold in, smallest first. */
  sizes: readonly string[];
  /** Price of the smallest size, in cents: from, to. */
  price: readonly [number, number];
}

/**
 * What the demo stores sell, per category, in both languages. Products are
 * made by combining these small lists (ADR 0020 needs real words to search),
 * so the demo is the same on every install.
 */
export const DEMO_PRODUCTS: Record<DemoCategorySlug, DemoCategoryCatalogue> = {
  groceries: {
    subCategories: [
      {
        name: ['Fruit & Vegetables', 'Meyve ve Sebze'],
        items: [
          ['Tomatoes', 'Domates'],
          ['Cucumbers', 'Salatalık'],
          ['Potatoes', 'Patates'],
          ['Oranges', 'Portakal'],
          ['Lemons', 'Limon'],
          ['Strawberries', 'Çilek'],
        ],
      },
      {
        name: ['Dairy & Cheese', 'Süt Ürünleri ve Peynir'],
        items: [
          ['Halloumi', 'Hellim'],
          ['Yoghurt', 'Yoğurt'],
          ['Feta Cheese', 'Beyaz Peynir'],
          ['Butter', 'Tereyağı'],
          ['Milk', 'Süt'],
        ],
      },
      {
        name: ['Pantry', 'Kiler'],
        items: [
          ['Olive Oil', 'Zeytinyağı'],
          ['Green Olives', 'Yeşil Zeytin'],
          ['Carob Honey', 'Keçiboynuzu Balı'],
          ['Rice', 'Pirinç'],
          ['Red Lentils', 'Kırmızı Mercimek'],
        ],
      },
      {
        name: ['Drinks', 'İçecekler'],
        items: [
          ['Tea', 'Çay'],
          ['Turkish Coffee', 'Türk Kahvesi'],
          ['Orange Juice', 'Portakal Suyu'],
          ['Ayran', 'Ayran'],
          ['Mineral Water', 'Maden Suyu'],
        ],
      },
    ],
    qualifiers: [
      ['Organic', 'Organik'],
      ['Village', 'Köy'],
      ['Fresh', 'Taze'],
      ['Local', 'Yerli'],
      ['Selected', 'Seçme'],
    ],
    brands: ['Troodos Farm', 'Mesaoria Fields', 'Karpaz Organics', 'Akamas Pantry'],
    unit: 'kg',
    sizes: ['500 g', '1 kg', '2 kg'],
    price: [120, 900],
  },
  bakery: {
    subCategories: [
      {
        name: ['Bread', 'Ekmek'],
        items: [
          ['Sourdough Bread', 'Ekşi Maya Ekmeği'],
          ['Village Bread', 'Köy Ekmeği'],
          ['Sesame Ring', 'Simit'],
          ['Pita Bread', 'Pide Ekmeği'],
        ],
      },
      {
        name: ['Pastries', 'Hamur İşleri'],
        items: [
          ['Cheese Pastry', 'Peynirli Poğaça'],
          ['Olive Pastry', 'Zeytinli Poğaça'],
          ['Spinach Pie', 'Ispanaklı Börek'],
          ['Flaouna', 'Pilavuna'],
        ],
      },
      {
        name: ['Sweets', 'Tatlılar'],
        items: [
          ['Baklava', 'Baklava'],
          ['Loukoumades', 'Lokma'],
          ['Carob Cake', 'Keçiboynuzlu Kek'],
          ['Almond Cookies', 'Bademli Kurabiye'],
          ['Lemon Cake', 'Limonlu Kek'],
        ],
      },
    ],
    qualifiers: [
      ['Homemade', 'Ev Yapımı'],
      ['Traditional', 'Geleneksel'],
      ['Freshly Baked', 'Taze Pişmiş'],
      ['Wholegrain', 'Tam Tahıllı'],
      ['Mini', 'Mini'],
    ],
    brands: ['Golden Crust', 'Lefkara Ovens', 'Yiayia’s Kitchen'],
    unit: 'piece',
    sizes: ['Small', 'Medium', 'Large'],
    price: [90, 650],
  },
  restaurants: {
    subCategories: [
      {
        name: ['Grills', 'Izgaralar'],
        items: [
          ['Souvlaki', 'Şiş Kebap'],
          ['Sheftalia', 'Şeftali Kebabı'],
          ['Chicken Kebab', 'Tavuk Şiş'],
          ['Adana Kebab', 'Adana Kebap'],
          ['Meatballs', 'Köfte'],
        ],
      },
      {
        name: ['Meze', 'Mezeler'],
        items: [
          ['Hummus', 'Humus'],
          ['Tahini Dip', 'Tahin'],
          ['Tzatziki', 'Cacık'],
          ['Grilled Halloumi', 'Izgara Hellim'],
          ['Stuffed Vine Leaves', 'Yaprak Sarması'],
        ],
      },
      {
        name: ['Mains', 'Ana Yemekler'],
        items: [
          ['Moussaka', 'Musakka'],
          ['Kleftiko', 'Kleftiko Kuzu'],
          ['Lahmacun', 'Lahmacun'],
          ['Cheese Pide', 'Kaşarlı Pide'],
          ['Molehiya', 'Molehiya'],
        ],
      },
    ],
    qualifiers: [
      ['Classic', 'Klasik'],
      ['Spicy', 'Acılı'],
      ['Chef’s', 'Şefin'],
      ['House', 'Ev Usulü'],
      ['Grilled', 'Közlenmiş'],
    ],
    brands: ['Meze House', 'Harbour Grill'],
    unit: 'portion',
    sizes: ['Single portion', 'Double portion'],
    price: [450, 1600],
  },
  pharmacy: {
    subCategories: [
      {
        name: ['Vitamins', 'Vitaminler'],
        items: [
          ['Vitamin C Tablets', 'C Vitamini Tableti'],
          ['Vitamin D Drops', 'D Vitamini Damlası'],
          ['Multivitamin', 'Multivitamin'],
          ['Magnesium', 'Magnezyum'],
          ['Omega 3', 'Omega 3'],
        ],
      },
      {
        name: ['Personal Care', 'Kişisel Bakım'],
        items: [
          ['Sunscreen', 'Güneş Kremi'],
          ['Hand Cream', 'El Kremi'],
          ['Toothpaste', 'Diş Macunu'],
          ['Shampoo', 'Şampuan'],
          ['Lip Balm', 'Dudak Kremi'],
        ],
      },
      {
        name: ['First Aid', 'İlk Yardım'],
        items: [
          ['Plasters', 'Yara Bandı'],
          ['Antiseptic Spray', 'Antiseptik Sprey'],
          ['Thermometer', 'Termometre'],
          ['Elastic Bandage', 'Elastik Bandaj'],
        ],
      },
    ],
    qualifiers: [
      ['Sensitive', 'Hassas'],
      ['Kids', 'Çocuk'],
      ['Extra Strength', 'Ekstra Güçlü'],
      ['Natural', 'Doğal'],
      ['Travel Size', 'Seyahat Boyu'],
    ],
    brands: ['Medica', 'Green Cross', 'Aphrodite Care'],
    unit: 'box',
    sizes: ['Small', 'Large'],
    price: [350, 2400],
  },
  electronics: {
    subCategories: [
      {
        name: ['Phones & Accessories', 'Telefon ve Aksesuar'],
        items: [
          ['Phone Charger', 'Telefon Şarj Cihazı'],
          ['USB-C Cable', 'USB-C Kablo'],
          ['Power Bank', 'Taşınabilir Şarj Cihazı'],
          ['Phone Case', 'Telefon Kılıfı'],
          ['Screen Protector', 'Ekran Koruyucu'],
        ],
      },
      {
        name: ['Audio', 'Ses Sistemleri'],
        items: [
          ['Wireless Earbuds', 'Kablosuz Kulaklık'],
          ['Bluetooth Speaker', 'Bluetooth Hoparlör'],
          ['Headphones', 'Kulak Üstü Kulaklık'],
        ],
      },
      {
        name: ['Home Appliances', 'Ev Aletleri'],
        items: [
          ['Electric Kettle', 'Elektrikli Su Isıtıcı'],
          ['Toaster', 'Ekmek Kızartma Makinesi'],
          ['Coffee Machine', 'Kahve Makinesi'],
          ['Desk Fan', 'Masa Vantilatörü'],
          ['LED Bulb', 'LED Ampul'],
        ],
      },
    ],
    qualifiers: [
      ['Compact', 'Kompakt'],
      ['Fast', 'Hızlı'],
      ['Smart', 'Akıllı'],
      ['Portable', 'Taşınabilir'],
      ['Pro', 'Pro'],
    ],
    brands: ['Nova', 'Kite', 'Altın Tech', 'Island Volt'],
    unit: 'piece',
    sizes: ['Standard'],
    price: [900, 12900],
  },
  fashion: {
    subCategories: [
      {
        name: ['Women', 'Kadın'],
        items: [
          ['Linen Dress', 'Keten Elbise'],
          ['Summer Blouse', 'Yazlık Bluz'],
          ['Silk Scarf', 'İpek Eşarp'],
          ['Sandals', 'Sandalet'],
        ],
      },
      {
        name: ['Men', 'Erkek'],
        items: [
          ['Linen Shirt', 'Keten Gömlek'],
          ['Polo Shirt', 'Polo Tişört'],
          ['Chino Trousers', 'Kanvas Pantolon'],
          ['Leather Belt', 'Deri Kemer'],
        ],
      },
      {
        name: ['Accessories', 'Aksesuar'],
        items: [
          ['Straw Hat', 'Hasır Şapka'],
          ['Sunglasses', 'Güneş Gözlüğü'],
          ['Tote Bag', 'Bez Çanta'],
          ['Leather Wallet', 'Deri Cüzdan'],
        ],
      },
    ],
    qualifiers: [
      ['White', 'Beyaz'],
      ['Navy', 'Lacivert'],
      ['Olive', 'Zeytin Yeşili'],
      ['Sand', 'Kum Rengi'],
      ['Terracotta', 'Kiremit Rengi'],
    ],
    brands: ['Aegean', 'Linen & Lace', 'Kyrenia Cotton'],
    unit: 'piece',
    sizes: ['S', 'M', 'L'],
    price: [1500, 8900],
  },
  'home-garden': {
    subCategories: [
      {
        name: ['Kitchen', 'Mutfak'],
        items: [
          ['Ceramic Plate', 'Seramik Tabak'],
          ['Coffee Cup Set', 'Kahve Fincanı Takımı'],
          ['Copper Coffee Pot', 'Bakır Cezve'],
          ['Olive Wood Board', 'Zeytin Ağacı Kesme Tahtası'],
        ],
      },
      {
        name: ['Garden', 'Bahçe'],
        items: [
          ['Terracotta Pot', 'Toprak Saksı'],
          ['Garden Hose', 'Bahçe Hortumu'],
          ['Lavender Plant', 'Lavanta Fidanı'],
          ['Olive Tree', 'Zeytin Fidanı'],
          ['Potting Soil', 'Saksı Toprağı'],
        ],
      },
      {
        name: ['Decor', 'Dekorasyon'],
        items: [
          ['Scented Candle', 'Kokulu Mum'],
          ['Cotton Towel', 'Pamuklu Havlu'],
          ['Lace Tablecloth', 'Dantel Masa Örtüsü'],
          ['Cushion Cover', 'Yastık Kılıfı'],
        ],
      },
    ],
    qualifiers: [
      ['Handmade', 'El Yapımı'],
      ['Rustic', 'Rustik'],
      ['Blue', 'Mavi'],
      ['Natural', 'Doğal'],
      ['Mediterranean', 'Akdeniz'],
    ],
    brands: ['Terracotta Living', 'Lefkara Lace', 'Olive Grove'],
    unit: 'piece',
    sizes: ['Small', 'Medium', 'Large'],
    price: [600, 4500],
  },
  flowers: {
    subCategories: [
      {
        name: ['Bouquets', 'Buketler'],
        items: [
          ['Rose Bouquet', 'Gül Buketi'],
          ['Tulip Bouquet', 'Lale Buketi'],
          ['Sunflower Bouquet', 'Ayçiçeği Buketi'],
          ['Jasmine Bunch', 'Yasemin Demeti'],
          ['Mixed Bouquet', 'Karışık Buket'],
        ],
      },
      {
        name: ['Plants', 'Bitkiler'],
        items: [
          ['Orchid', 'Orkide'],
          ['Bougainvillea', 'Begonvil'],
          ['Cactus', 'Kaktüs'],
          ['Basil Plant', 'Fesleğen'],
        ],
      },
      {
        name: ['Gifts', 'Hediyeler'],
        items: [
          ['Gift Box', 'Hediye Kutusu'],
          ['Chocolate Box', 'Çikolata Kutusu'],
          ['Teddy Bear', 'Oyuncak Ayı'],
          ['Greeting Card', 'Tebrik Kartı'],
        ],
      },
    ],
    qualifiers: [
      ['Red', 'Kırmızı'],
      ['White', 'Beyaz'],
      ['Pink', 'Pembe'],
      ['Yellow', 'Sarı'],
      ['Pastel', 'Pastel Renkli'],
    ],
    brands: ['Jasmine', 'Bougainvillea Gifts'],
    unit: 'bunch',
    sizes: ['Small', 'Medium', 'Large'],
    price: [800, 4500],
  },
  cleaning: {
    subCategories: [
      {
        name: ['Home Cleaning', 'Ev Temizliği'],
        items: [
          ['Apartment Cleaning', 'Daire Temizliği'],
          ['House Cleaning', 'Müstakil Ev Temizliği'],
          ['Kitchen Deep Clean', 'Mutfak Detaylı Temizlik'],
          ['Window Cleaning', 'Cam Temizliği'],
        ],
      },
      {
        name: ['Specialist Cleaning', 'Özel Temizlik'],
        items: [
          ['Carpet Cleaning', 'Halı Yıkama'],
          ['Sofa Cleaning', 'Koltuk Yıkama'],
          ['After-Builders Cleaning', 'İnşaat Sonrası Temizlik'],
          ['Office Cleaning', 'Ofis Temizliği'],
        ],
      },
    ],
    qualifiers: [
      ['Weekly', 'Haftalık'],
      ['One-off', 'Tek Seferlik'],
      ['Express', 'Ekspres'],
      ['Eco', 'Ekolojik'],
      ['Move-out', 'Taşınma Sonrası'],
    ],
    brands: ['Sparkle', 'Spotless Homes'],
    unit: 'hour',
    sizes: ['1 hour', '2 hours', 'Half day'],
    price: [1500, 3000],
  },
  repairs: {
    subCategories: [
      {
        name: ['Plumbing', 'Tesisat'],
        items: [
          ['Leak Repair', 'Su Kaçağı Tamiri'],
          ['Tap Replacement', 'Musluk Değişimi'],
          ['Drain Unblocking', 'Tıkanıklık Açma'],
          ['Solar Water Heater Service', 'Güneş Enerjili Şofben Bakımı'],
        ],
      },
      {
        name: ['Electrical', 'Elektrik'],
        items: [
          ['Socket Installation', 'Priz Montajı'],
          ['Lighting Installation', 'Aydınlatma Montajı'],
          ['Air Conditioner Service', 'Klima Bakımı'],
          ['Fuse Box Check', 'Sigorta Kutusu Kontrolü'],
        ],
      },
      {
        name: ['Handyman', 'Tadilat'],
        items: [
          ['Furniture Assembly', 'Mobilya Montajı'],
          ['Door Repair', 'Kapı Tamiri'],
          ['Wall Painting', 'Duvar Boyama'],
          ['Shelf Mounting', 'Raf Montajı'],
        ],
      },
    ],
    qualifiers: [
      ['Emergency', 'Acil'],
      ['Standard', 'Standart'],
      ['Same-day', 'Aynı Gün'],
      ['Weekend', 'Hafta Sonu'],
      ['Express', 'Ekspres'],
    ],
    brands: ['Handy Hands', 'Fix-It Cyprus'],
    unit: 'hour',
    sizes: ['1 hour', '2 hours', 'Half day'],
    price: [2500, 6000],
  },
  beauty: {
    subCategories: [
      {
        name: ['Hair', 'Saç'],
        items: [
          ['Haircut', 'Saç Kesimi'],
          ['Hair Colouring', 'Saç Boyama'],
          ['Blow Dry', 'Fön'],
          ['Beard Trim', 'Sakal Tıraşı'],
        ],
      },
      {
        name: ['Nails', 'Tırnak'],
        items: [
          ['Manicure', 'Manikür'],
          ['Pedicure', 'Pedikür'],
          ['Gel Nails', 'Jel Tırnak'],
        ],
      },
      {
        name: ['Spa', 'Spa ve Masaj'],
        items: [
          ['Massage', 'Masaj'],
          ['Facial', 'Cilt Bakımı'],
          ['Hammam Ritual', 'Hamam Bakımı'],
          ['Eyebrow Shaping', 'Kaş Şekillendirme'],
        ],
      },
    ],
    qualifiers: [
      ['Classic', 'Klasik'],
      ['Deluxe', 'Lüks'],
      ['Express', 'Ekspres'],
      ['At-home', 'Evde'],
      ['Bridal', 'Gelin'],
    ],
    brands: ['Aphrodite', 'Wellness Spa'],
    unit: 'session',
    sizes: ['30 minutes', '1 hour', '2 hours'],
    price: [1500, 5000],
  },
  laundry: {
    subCategories: [
      {
        name: ['Washing', 'Yıkama'],
        items: [
          ['Wash and Fold', 'Yıkama ve Katlama'],
          ['Bed Linen Wash', 'Nevresim Yıkama'],
          ['Towel Wash', 'Havlu Yıkama'],
          ['Duvet Cleaning', 'Yorgan Yıkama'],
        ],
      },
      {
        name: ['Dry Cleaning', 'Kuru Temizleme'],
        items: [
          ['Suit Dry Cleaning', 'Takım Elbise Kuru Temizleme'],
          ['Dress Dry Cleaning', 'Elbise Kuru Temizleme'],
          ['Coat Cleaning', 'Mont Temizleme'],
          ['Curtain Cleaning', 'Perde Yıkama'],
        ],
      },
      {
        name: ['Ironing', 'Ütü'],
        items: [
          ['Shirt Ironing', 'Gömlek Ütüleme'],
          ['Trouser Ironing', 'Pantolon Ütüleme'],
        ],
      },
    ],
    qualifiers: [
      ['Express', 'Ekspres'],
      ['Same-day', 'Aynı Gün'],
      ['Standard', 'Standart'],
      ['Eco', 'Ekolojik'],
      ['Premium', 'Özel Bakım'],
    ],
    brands: ['Fresh Press', 'Clean Line'],
    unit: 'piece',
    sizes: ['Small', 'Medium', 'Large'],
    price: [300, 2500],
  },
};
