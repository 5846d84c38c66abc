import { Readable } from 'node:stream';
import { CSV_COMMA, csvLine, UTF8_BOM, type CsvDialect, type CsvValue } from '@bedesten/core/sales/csv';

/** Lines are gathered into chunks of about this many characters: one socket write each, not one per line. */
const CHUNK_CHARS = 16 * 1024;

/**
 * CSV rows as a byte stream for `reply.send` (ADR 0081). The rows may be a
 * generator or an async one that reads the database page by page as the
 * export goes: a chunk is made only when the socket asks for more, so an
 * export holds about one chunk (and one page) at a time, however long it is,
 * and a client that stops reading stops the reading of rows. `dialect`: the
 * separator and decimal mark of the reader's spreadsheet (csvDialectOf).
 */
export function csvStream(
  rows: Iterable<readonly CsvValue[]> | AsyncIterable<readonly CsvValue[]>,
  dialect: CsvDialect = CSV_COMMA,
): Readable {
  async function* chunks(): AsyncGenerator<Buffer> {
    let chunk = UTF8_BOM;
    for await (const row of rows) {
      chunk += csvLine(row, dialect);
      if (chunk.length >= CHUNK_CHARS) {
        yield Buffer.from(chunk, 'utf8');
        chunk = '';
      }
    }
    if (chunk) yield Buffer.from(chunk, 'utf8');
  }
  return Readable.from(chunks(), { objectMode: false });
}
