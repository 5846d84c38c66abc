import { describe, expect, it } from 'vitest';
import { csvAmount, csvDialectOf, csvField, toCsv } from './csv.ts';
import { orderLineCsvRow, orderLinesCsvHeader, orderLinesFileName } from './order-lines-csv.ts';
import { vendorReportBody } from '../schemas/vendor-sales.ts';
import { bucketStart, bucketStarts, isIsoDate, localDate, rangeFits, reportRange } from './report-range.ts';
import { averageOf, isSale, transactionStatus } from './sales-rules.ts';

describe('sales rules', () => {
  it.each([
    ['placed', 'unpaid', false],
    ['placed', 'paid', true],
    ['accepted', 'pending', false],
    ['delivered', 'unpaid', true],
    ['cancelled', 'paid', false],
    ['cancelled', 'refunded', false],
  ] as const)('%s + %s is a sale: %s', (status, payment_status, sale) => {
    expect(isSale({ status, payment_status })).toBe(sale);
  });

  it('reads only a paid payment as paid', () => {
    expect(['unpaid', 'pending', 'paid', 'failed', 'refunded'].map((s) => transactionStatus(s as never))).toEqual([
      'unpaid',
      'unpaid',
      'paid',
      'unpaid',
      'unpaid',
    ]);
    expect(averageOf(1000, 3)).toBe(333);
    expect(averageOf(1001, 2)).toBe(501);
    expect(averageOf(500, 0)).toBe(0);
  });
});

describe('report range', () => {
  it('takes the calendar day in Nicosia', () => {
    expect(localDate(new Date('2025-01-31T22:30:00Z'))).toBe('2025-02-01');
    expect(localDate(new Date('2025-07-31T20:59:00Z'))).toBe('2025-07-31');
    expect(localDate(new Date('2025-07-31T21:00:00Z'))).toBe('2025-08-01'); // UTC+3 in summer
  });

  it.each([
    ['2025-02-01', 'day', '2025-02-01'],
    ['2025-02-01', 'week', '2025-01-27'], // a Saturday: its Monday is in January
    ['2025-02-03', 'week', '2025-02-03'],
    ['2025-02-09', 'week', '2025-02-03'], // Sunday ends the week
    ['2025-02-28', 'month', '2025-02-01'],
  ] as const)('%s falls in the %s starting %s', (date, period, start) => {
    expect(bucketStart(date, period)).toBe(start);
  });

  it('lists every bucket of a range, across month and year ends', () => {
    expect(bucketStarts('2024-12-30', '2025-01-02', 'day')).toEqual([
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
    ]);
    expect(bucketStarts('2025-01-29', '2025-02-10', 'week')).toEqual(['2025-01-27', '2025-02-03', '2025-02-10']);
    expect(bucketStarts('2024-11-15', '2025-02-01', 'month')).toEqual([
      '2024-11-01',
      '2024-12-01',
      '2025-01-01',
      '2025-02-01',
    ]);
  });

  it('defaults to the last 30 days, 12 weeks or 12 months', () => {
    expect(reportRange('day', '2025-03-10')).toEqual({ from: '2025-02-09', to: '2025-03-10' });
    expect(reportRange('week', '2025-03-12')).toEqual({ from: '2024-12-23', to: '2025-03-12' });
    expect(reportRange('month', '2025-03-12')).toEqual({ from: '2024-04-01', to: '2025-03-12' });
    expect(bucketStarts('2024-12-23', '2025-03-12', 'week')).toHaveLength(12);
    expect(reportRange('day', '2025-03-10', { from: '2025-03-01' })).toEqual({ from: '2025-03-01', to: '2025-03-10' });
  });

  it('checks dates and range sizes', () => {
    expect(isIsoDate('2025-02-28')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('28-02-2025')).toBe(false);
    expect(rangeFits('2025-01-01', '2025-12-31', 'day')).toBe(true);
    expect(rangeFits('2024-01-01', '2025-12-31', 'day')).toBe(false);
    expect(rangeFits('2025-02-01', '2025-01-01', 'month')).toBe(false);
    expect(rangeFits('x', 'y', 'day')).toBe(false);
    expect(rangeFits('2025-01-01', '2025-13-01', 'week')).toBe(false);
  });

  it('answers field errors, not a crash, for days that are not days (issue 10)', () => {
    const result = vendorReportBody.safeParse({ from: 'x', to: 'y' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['from', 'to']);
  });
});

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['Şeftali, 1 kg', '"Şeftali, 1 kg"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['-5', "'-5"],
  ])('%j -> %j', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('writes numbers as they are, a BOM and CRLF lines', () => {
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
    expect(toCsv([['a', 1], ['ğ']])).toBe('\uFEFFa,1\r\nğ\r\n');
    expect([csvAmount(0), csvAmount(5), csvAmount(123456), csvAmount(-250)]).toEqual([
      '0.00',
      '0.05',
      '1234.56',
      '-2.50',
    ]);
  });

  it('writes Turkish spreadsheets with ; and decimal commas, English ones with , and points', () => {
    expect(csvDialectOf('tr')).toEqual({ separator: ';', decimal: ',' });
    expect(csvDialectOf('en')).toEqual({ separator: ',', decimal: '.' });
    const tr = csvDialectOf('tr');
    expect(
      toCsv(
        [
          ['Şeftali, 1 kg', csvAmount(1250, 'EUR', tr), 9.5],
          ['a;b', 3],
        ],
        tr,
      ),
    ).toBe('\uFEFFŞeftali, 1 kg;12,50;9,5\r\n"a;b";3\r\n');
    expect(toCsv([['Şeftali, 1 kg', csvAmount(1250, 'EUR'), 9.5]], csvDialectOf('en'))).toBe(
      '\uFEFF"Şeftali, 1 kg",12.50,9.5\r\n',
    );
  });

  it('writes one order line per row with its total, in the page language', () => {
    const line = {
      day: '2026-11-02',
      number: 100042,
      product: 'Köy ekmeği (Büyük)',
      quantity: 3,
      unit_price: 450,
      vat_rate_basis_points: 500,
      status_label: 'Teslim edildi',
    };
    expect(orderLinesCsvHeader('tr', 'EUR')).toEqual([
      'Tarih',
      'Sipariş numarası',
      'Ürün',
      'Adet',
      'Birim fiyat (EUR)',
      'KDV oranı (%)',
      'Satır toplamı (EUR)',
      'Durum',
    ]);
    expect(orderLineCsvRow(line, 'tr', 'EUR')).toEqual([
      '2026-11-02',
      100042,
      'Köy ekmeği (Büyük)',
      3,
      '4,50',
      5,
      '13,50',
      'Teslim edildi',
    ]);
    expect(orderLineCsvRow(line, 'en', 'EUR').slice(4, 7)).toEqual(['4.50', 5, '13.50']);
    expect(orderLinesFileName({ from: '2026-11-01', to: '2026-11-30' })).toBe('order-lines-2026-11-01-2026-11-30.csv');
  });
});
