import { describe, expect, it } from 'vitest';
import { csvDialectOf, toCsv, type CsvValue } from '@bedesten/core/sales/csv';
import { csvStream } from './csv-stream.ts';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('csvStream', () => {
  it('writes the same document as toCsv: byte order mark, quoting, CRLF', async () => {
    const rows: CsvValue[][] = [['Ürün', 'Adet'], ['Zeytin "Köy", 1 kg', 7], [], ['=SUM(A1)', null]];
    expect(await text(csvStream(rows))).toBe(toCsv(rows));
    expect(await text(csvStream([]))).toBe('\uFEFF');
    // In the Turkish dialect too: `;` between fields, so only a `;` needs quotes.
    const tr = csvDialectOf('tr');
    expect(await text(csvStream(rows, tr))).toBe(toCsv(rows, tr));
    expect(await text(csvStream([['a, b', 2.5]], tr))).toBe('\uFEFFa, b;2,5\r\n');
  });

  it('reads rows only as the reader asks for more, not the whole export first', async () => {
    let produced = 0;
    async function* pages() {
      // As an export reading the database page by page would: 100 pages of 1000 rows.
      for (let page = 0; page < 100; page++) {
        for (let i = 0; i < 1000; i++) {
          produced += 1;
          yield [`order-${page}-${i}`, 'Ayşe Demir', 1234];
        }
      }
    }
    const stream = csvStream(pages());
    const first = await new Promise<Buffer>((resolve) => stream.once('data', resolve));
    stream.pause();
    expect(first.toString('utf8').startsWith('\uFEFForder-0-0,Ayşe Demir,1234\r\n')).toBe(true);
    // A chunk is ~16 kB (~600 of these rows); the stream reads a little ahead, never all 100 000.
    expect(produced).toBeLessThan(10_000);
    stream.destroy();
  });
});
