import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes .br and .gz beside every text asset of the client build, at the
 * strongest settings, once at build time; the server sends them as they are
 * (@fastify/static `preCompressed`), so no request pays for compression.
 */
const CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
for await (const file of files(CLIENT_DIR)) {
  if ((await stat(file)).size < MIN_BYTES) continue;
  const content = await readFile(file);
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  await writeFile(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count++;
}
console.log(`precompressed ${count} client files (br, gz)`);
