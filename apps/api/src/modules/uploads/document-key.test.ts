import { describe, expect, it } from 'vitest';
import { isSafeKey } from '../../lib/object-storage/object-storage.ts';
import { documentKeyOf } from './document-key.ts';

describe('documentKeyOf', () => {
  it.each([
    ['documents/5c0e2d56-3f43-4f3c-9d1e-0d8a1e3f2b10.pdf', 'documents/5c0e2d56-3f43-4f3c-9d1e-0d8a1e3f2b10.pdf'],
    // Rows written before object storage kept the file's absolute path under DATA_DIR.
    ['/srv/data/documents/5c0e2d56.pdf', 'documents/5c0e2d56.pdf'],
    ['/srv/data/licence.pdf', 'licence.pdf'],
    ['/nonexistent/5c0e2d56.pdf', null],
    ['/srv/data-other/documents/x.pdf', null],
    ['/srv/data', null],
    ['documents/../secrets.pdf', null],
    ['../documents/x.pdf', null],
  ])('%s -> %s', (stored, key) => {
    expect(documentKeyOf(stored, '/srv/data')).toBe(key);
  });
});

describe('isSafeKey', () => {
  it.each(['uploads/images/0b9f4a43-8a4b-4a59-b3fb-3b1c1b3c9a01/800.webp', 'tus-0a1b.info', 'documents/a.pdf'])(
    'takes %s',
    (key) => expect(isSafeKey(key)).toBe(true),
  );
  it.each(['', '/uploads/a.webp', 'uploads//a.webp', 'uploads/../documents/a.pdf', 'uploads/.hidden', 'a\\b', 'a b'])(
    'refuses %j',
    (key) => expect(isSafeKey(key)).toBe(false),
  );
});
