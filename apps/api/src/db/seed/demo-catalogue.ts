/**
 * Demo categories and store names. Names are what a Cypriot high street
 * has; each category carries its English and Turkish name.
 */
export const DEMO_CATEGORIES = [
  { slug: 'groceries', type: 'goods', en: 'Groceries', tr: 'Market' },
  { slug: 'bakery', type: 'goods', en: 'Bakery & Pastry', tr: 'Fırın ve Pastane' },
  { slug: 'restaurants', type: 'goods', en: 'Restaurants', tr: 'Restoranlar' },
  { slug: 'pharmacy', type: 'goods', en: 'Pharmacy & Health', tr: 'Eczane ve Sağlık' },
  { slug: 'electronics', type: 'goods', en: 'Electronics', tr: 'Elektronik' },
  { slug: 'fashion', type: 'goods', en: 'Fashion', tr: 'Moda' },
  { slug: 'home-garden', type: 'goods', en: 'Home & Garden', tr: 'Ev ve Bahçe' },
  { slug: 'flowers', type: 'goods', en: 'Flowers & Gifts', tr: 'Çiçek ve Hediye' },
  { slug: 'cleaning', type: 'service', en: 'Cleaning', tr: 'Temizlik' },
  { slug: 'repairs', type: 'service', en: 'Plumbing & Repairs', tr: 'Tesisat ve Tamir' },
  { slug: 'beauty', type: 'service', en: 'Beauty & Wellness', tr: 'Güzellik ve Bakım' },
  { slug: 'laundry', type: 'service', en: 'Laundry & Dry Cleaning', tr: 'Çamaşırhane ve Kuru Temizleme' },
] as const;

export type DemoCategorySlug = (typeof DEMO_CATEGORIES)[number]['slug'];

/** Store name patterns per category; `{town}` is replaced by the store's town. */
export const DEMO_STORE_NAMES: Record<DemoCategorySlug, readonly string[]> = {
  groceries: ['{town} Fresh Market', 'Halloumi & Olive Grocers', 'Village Pantry {town}'],
  bakery: ['{town} Bakehouse', 'Golden Crust Bakery', 'Sweet Loukoumades'],
  restaurants: ['Meze House {town}', 'Harbour Taverna', 'Souvla Corner'],
  pharmacy: ['{town} Pharmacy', 'Green Cross Chemist'],
  electronics: ['{town} Electronics', 'Island Tech Store'],
  fashion: ['Linen & Lace {town}', 'Aegean Outfitters'],
  'home-garden': ['{town} Home & Garden', 'Terracotta Living'],
  flowers: ['Jasmine Florist {town}', 'Bougainvillea Gifts'],
  cleaning: ['Sparkle Cleaning {town}', 'Spotless Homes Cyprus'],
  repairs: ['{town} Plumbing & Repairs', 'Handy Hands Services'],
  beauty: ['Aphrodite Beauty Studio', '{town} Wellness Spa'],
  laundry: ['{town} Laundry & Dry Cleaning', 'Fresh Press Laundry'],
};

export const DEMO_PASSWORD = 'Demo!2345';

export const DEMO_ACCOUNTS = [
  { email: 'customer@demo.bedesten.cy', type: 'user', name: 'Eleni Georgiou', mobile: '99100001', staffRole: null },
  { email: 'vendor@demo.bedesten.cy', type: 'vendor', name: 'Mehmet Yılmaz', mobile: '99100002', staffRole: null },
  { email: 'driver@demo.bedesten.cy', type: 'driver', name: 'Andreas Christou', mobile: '99100003', staffRole: null },
  { email: 'admin@demo.bedesten.cy', type: 'user', name: 'Ayşe Demir', mobile: '99100004', staffRole: 'admin' },
  // One account per other staff role (ADR 0037), to try the rights table.
  { email: 'staff@demo.bedesten.cy', type: 'user', name: 'Selin Aksoy', mobile: '99100005', staffRole: 'staff' },
  {
    email: 'manager@demo.bedesten.cy',
    type: 'user',
    name: 'Costas Nicolaou',
    mobile: '99100006',
    staffRole: 'manager',
  },
  {
    email: 'superadmin@demo.bedesten.cy',
    type: 'user',
    name: 'Deniz Ertan',
    mobile: '99100007',
    staffRole: 'super_admin',
  },
] as const;
