import { existsSync } from 'node:fs';
import { airportName, type AirportCode } from '@bedesten/core/cabs/places';
import type { Language } from '@bedesten/core/i18n/languages';
import { message } from '@bedesten/core/messages/catalogue';
import { formatAmount } from '@bedesten/core/money/format-money';
import { placeNameIn } from '@bedesten/core/geo/place-names';
import type { RideRow } from './rides.repository.ts';
import { cyprusDateTime } from './cyprus-time.ts';
import { loadPdfDocument } from '../../lib/pdf-document.ts';

/** As the order invoice: DejaVu Sans when installed (ş, ğ, ı, İ), else Helvetica with plain neighbours. */
const DEJAVU_DIR = '/usr/share/fonts/truetype/dejavu';
const REGULAR = `${DEJAVU_DIR}/DejaVuSans.ttf`;
const BOLD = `${DEJAVU_DIR}/DejaVuSans-Bold.ttf`;
const dejavu = existsSync(REGULAR) && existsSync(BOLD);
const PLAIN: Record<string, string> = { ş: 's', Ş: 'S', ğ: 'g', Ğ: 'G', ı: 'i', İ: 'I', '→': '>', '’': "'" };
const write = (text: string) => (dejavu ? text : text.replace(/[şŞğĞıİ→’]/g, (c) => PLAIN[c]!));

const LABELS = {
  en: {
    number: 'Ride no.',
    status: 'Status',
    from: 'From',
    to: 'To',
    pickup: 'Pickup',
    return: 'Return',
    way: 'Trip',
    one_way: 'One way',
    return_trip: 'Return',
    airport: 'Airport transfer',
    vehicle: 'Vehicle',
    distance: 'Distance (one leg)',
    customer: 'Customer',
    driver: 'Driver',
    leg: 'Fare per leg',
    total: 'Total',
    statuses: { booked: 'Booked', confirmed: 'Confirmed', completed: 'Completed', cancelled: 'Cancelled' },
  },
  tr: {
    number: 'Yolculuk no.',
    status: 'Durum',
    from: 'Nereden',
    to: 'Nereye',
    pickup: 'Alış',
    return: 'Dönüş',
    way: 'Yolculuk',
    one_way: 'Tek yön',
    return_trip: 'Gidiş-dönüş',
    airport: 'Havalimanı transferi',
    vehicle: 'Araç',
    distance: 'Mesafe (tek yön)',
    customer: 'Müşteri',
    driver: 'Sürücü',
    leg: 'Tek yön ücreti',
    total: 'Toplam',
    statuses: { booked: 'Ayrıldı', confirmed: 'Onaylandı', completed: 'Tamamlandı', cancelled: 'İptal edildi' },
  },
} as const satisfies Record<Language, unknown>;

/** A ride's receipt as a PDF (A4) in the caller's language: the trip, the vehicle, who drove, the fare. */
export async function renderRideReceipt(ride: RideRow, lang: Language): Promise<Buffer> {
  const PDFDocument = await loadPdfDocument();
  const l = LABELS[lang];
  const title = message('ride_receipt', lang);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    lang,
    info: { Title: `${title} ${ride.number}`, Author: 'Bedesten', Subject: title },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', dejavu ? REGULAR : 'Helvetica');
  doc.registerFont('bold', dejavu ? BOLD : 'Helvetica-Bold');

  doc
    .font('bold')
    .fontSize(18)
    .text(write(`Bedesten — ${title}`));
  doc.moveDown(0.8);
  const row = (label: string, value: string) => {
    doc
      .font('bold')
      .fontSize(10)
      .text(write(`${label}: `), { continued: true });
    doc.font('regular').text(write(value));
  };
  const money = (minor: number) => formatAmount(minor, ride.currency, lang);
  row(l.number, String(ride.number));
  row(l.status, l.statuses[ride.status]);
  row(l.from, placeNameIn(ride.from_name, lang));
  row(l.to, placeNameIn(ride.to_name, lang));
  row(l.pickup, cyprusDateTime(ride.pickup_at));
  if (ride.return_at) row(l.return, cyprusDateTime(ride.return_at));
  const way = ride.way_type === 'return' ? l.return_trip : l.one_way;
  const airport = ride.airport_code ? ` · ${l.airport} ${airportName(ride.airport_code as AirportCode, lang)}` : '';
  row(l.way, `${way}${airport}`);
  row(l.vehicle, lang === 'tr' ? ride.vehicle_name_tr : ride.vehicle_name_en);
  row(l.distance, `${Number(ride.road_km).toLocaleString(lang)} km`);
  row(l.customer, `${ride.first_name} ${ride.last_name}`);
  if (ride.driver_name && (ride.status === 'confirmed' || ride.status === 'completed'))
    row(l.driver, `${ride.driver_name} · ${ride.driver_vehicle_number ?? ''}`);
  doc.moveDown(0.8);
  row(l.leg, money(ride.price_leg_minor));
  doc
    .font('bold')
    .fontSize(12)
    .text(write(`${l.total}: ${money(ride.price_total_minor)}`));
  doc.end();
  return done;
}
