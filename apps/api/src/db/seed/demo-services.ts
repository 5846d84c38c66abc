import type { DemoCategorySlug } from './demo-catalogue.ts';
import { AT_HOME, ECO, EXPRESS, SAME_DAY, i, per, q, sized, type DemoCategoryCatalogue } from './demo-product-kit.ts';

/** What the demo's service businesses offer, in both languages (see DEMO_PRODUCTS). */
export const DEMO_SERVICES: Record<
  Extract<DemoCategorySlug, 'cleaning' | 'repairs' | 'beauty' | 'laundry'>,
  DemoCategoryCatalogue
> = {
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
