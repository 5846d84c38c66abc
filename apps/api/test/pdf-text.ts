import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as pdfkit writes it, for tests: inflates the streams,
 * reads each embedded font's ToUnicode map and decodes the TJ/Tj strings of
 * the page content, one text run per line. Not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream: string | null }>();
  const objectPattern = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (const match of raw.matchAll(objectPattern)) {
    const body = match[2]!;
    const streamAt = body.indexOf('stream');
    const dict = streamAt >= 0 ? body.slice(0, streamAt) : body;
    let stream: string | null = null;
    if (streamAt >= 0) {
      // The stream's bytes are /Length long. Trimming the EOL before "endstream" by pattern
      // instead would also eat compressed data that happens to end in a CR byte (1 in 256).
      const start =
        streamAt + 'stream'.length + (/^\r?\n/.exec(body.slice(streamAt + 'stream'.length))?.[0].length ?? 0);
      const length = /\/Length (\d+)(?! \d+ R)/.exec(dict);
      const data = length
        ? body.slice(start, start + Number(length[1]))
        : body.slice(start).replace(/\r?\nendstream\s*$/, '');
      const bytes = Buffer.from(data, 'latin1');
      try {
        stream = dict.includes('/FlateDecode') ? inflateSync(bytes).toString('latin1') : data;
      } catch {
        stream = null;
      }
    }
    objects.set(Number(match[1]), { dict, stream });
  }

  const maps = new Map<string, Map<number, string> | null>();
  for (const match of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const font = objects.get(Number(match[2]));
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(font?.dict ?? '');
    const cmap = toUnicode ? objects.get(Number(toUnicode[1]))?.stream : null;
    maps.set(match[1]!, cmap ? parseCmap(cmap) : null);
  }

  const lines: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (!stream || dict.includes('/Subtype') || !stream.includes('BT')) continue;
    let font: Map<number, string> | null = null;
    for (const op of stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[((?:[^\]\\]|\\.)*)\] TJ|<([0-9a-fA-F]*)> Tj/g)) {
      if (op[1]) {
        font = maps.get(op[1]) ?? null;
        continue;
      }
      const hexes = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!) : [op[3]!];
      lines.push(hexes.map((hex) => decode(hex, font)).join(''));
    }
  }
  return lines.join('\n');
}

function decode(hex: string, map: Map<number, string> | null): string {
  if (!map) return Buffer.from(hex, 'hex').toString('latin1');
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) out += map.get(parseInt(hex.slice(i, i + 4), 16)) ?? '?';
  return out;
}

function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  // Ligatures map to several code points, written with spaces between them ("<0066 0069>" for fi).
  const text = (hex: string) =>
    String.fromCodePoint(...(hex.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f\s]+>)/gi)) {
      const start = parseInt(entry[1]!, 16);
      const end = parseInt(entry[2]!, 16);
      if (entry[3]!.startsWith('[')) {
        [...entry[3]!.matchAll(/<([0-9a-f\s]*)>/gi)].forEach((m, i) => map.set(start + i, text(m[1]!)));
      } else {
        const first = parseInt(entry[3]!.slice(1, -1).replace(/\s+/g, ''), 16);
        for (let code = start; code <= end; code++) map.set(code, String.fromCodePoint(first + code - start));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi))
      map.set(parseInt(entry[1]!, 16), text(entry[2]!));
  }
  return map;
}
