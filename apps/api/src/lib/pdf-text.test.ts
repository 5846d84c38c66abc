import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { loadPdfDocument } from './pdf-document.ts';

async function pdfOf(line: string): Promise<Buffer> {
  const PDFDocument = await loadPdfDocument();
  const doc = new PDFDocument({ size: 'A4', compress: true });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
  });
  doc.text(line);
  doc.end();
  return done;
}

/** The last byte of the page's compressed content stream (the one holding "BT"). */
function lastContentByte(pdf: Buffer): number {
  const raw = pdf.toString('latin1');
  const content = /\/Length (\d+)\n\/Filter \/FlateDecode\n>>\nstream\n/.exec(raw)!;
  return pdf[content.index + content[0].length + Number(content[1]) - 1]!;
}

describe('pdfText, the tests’ PDF reader', () => {
  // Compressed bytes are arbitrary: one stream in 256 ends in a CR, which looks like a CRLF
  // before "endstream". The reader once trimmed it and read an empty page (a flaky receipt test).
  it('reads a page whose compressed content ends in a carriage return', async () => {
    let pdf: Buffer | undefined;
    for (let i = 0; i < 5000 && !pdf; i++) {
      const candidate = await pdfOf(`Ride receipt ${i}`);
      if (lastContentByte(candidate) === 0x0d) pdf = candidate;
    }
    expect(pdf, 'no candidate PDF ended its content in a CR').toBeDefined();
    expect(pdfText(pdf!)).toMatch(/^Ride receipt \d+$/m);
  });
});
