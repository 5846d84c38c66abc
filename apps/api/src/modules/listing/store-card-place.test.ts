import { describe, expect, it } from 'vitest';
import { placeName } from '@bedesten/core/geo/districts';
import { toStoreCard, type StoreCardRow } from './store-cards.sql.ts';

const row = (city: string, district: string): StoreCardRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Harbour Bakery',
  slug: 'harbour-bakery',
  image_url: null,
  banner_url: null,
  type: 'goods',
  category_id: null,
  category_slug: null,
  category_name_en: null,
  category_name_tr: null,
  city,
  district_code: district,
  avg_rating: 0,
  rating_count: 0,
  delivery_time_minutes: 30,
  minimum_order_amount: 0,
  delivery_max_distance_km: 10,
  distance_m: null,
});

describe('a store card’s place', () => {
  it('names the town and district in the reader’s language, never "Famagusta" beside "Gazimağusa"', () => {
    const famagusta = toStoreCard(row('Famagusta', '04'), 'tr');
    expect(famagusta).toMatchObject({ city: 'Gazimağusa', district: 'Gazimağusa' });
    expect(placeName(famagusta.city, famagusta.district)).toBe('Gazimağusa');
    const trikomo = toStoreCard(row('Trikomo', '04'), 'tr');
    expect(placeName(trikomo.city, trikomo.district)).toBe('İskele, Gazimağusa');
    expect(placeName(toStoreCard(row('Trikomo', '04'), 'en').city, 'Famagusta')).toBe('Trikomo, Famagusta');
  });

  it('keeps a town the gazetteer does not know as the vendor wrote it', () => {
    expect(toStoreCard(row('Coral Bay', '05'), 'tr').city).toBe('Coral Bay');
  });
});
