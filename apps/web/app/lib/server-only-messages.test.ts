import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_ONLY_MESSAGE_KEYS } from '@bedesten/core/messages/catalogue';
import english from 'virtual:messages/en';
import turkish from 'virtual:messages/tr';

const APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(full);
      return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

/** The messages only the API says stay off the pages' language chunks, and so the app must never look them up. */
describe('server-only messages', () => {
  it('are left out of the language tables every page downloads', () => {
    expect(SERVER_ONLY_MESSAGE_KEYS.size).toBeGreaterThan(0);
    for (const key of SERVER_ONLY_MESSAGE_KEYS) {
      expect(english).not.toHaveProperty(key);
      expect(turkish).not.toHaveProperty(key);
    }
    expect(english).toHaveProperty('try_again');
  });

  it('are named nowhere in the web app (it shows the text the API sent)', async () => {
    const named: string[] = [];
    for (const file of await sources(APP)) {
      const text = await readFile(file, 'utf8');
      for (const key of SERVER_ONLY_MESSAGE_KEYS) {
        if (new RegExp(`['"\`:]${key}\\b`).test(text)) named.push(`${path.relative(APP, file)}: ${key}`);
      }
    }
    expect(named).toEqual([]);
  });
});
