import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteUrlOf } from '../../lib/site-url.ts';
import { resolveVapidKeys } from './vapid-keys.ts';

describe('VAPID keys', () => {
  it('are made once into DATA_DIR/vapid.json, readable by the owner only, and reused', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bedesten-vapid-'));
    try {
      const config = { DATA_DIR: dir, MAIL_FROM: 'Bedesten <no-reply@bedesten.cy>' };
      const first = resolveVapidKeys(config);
      expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
      expect(first.subject).toBe('mailto:no-reply@bedesten.cy');
      const file = path.join(dir, 'vapid.json');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
        publicKey: first.publicKey,
        privateKey: first.privateKey,
      });
      expect(resolveVapidKeys(config)).toEqual(first);
      // A public https address is the better contact, an explicit subject better still.
      expect(resolveVapidKeys({ ...config, PUBLIC_URL: 'https://bedesten.cy' }).subject).toBe('https://bedesten.cy');
      expect(resolveVapidKeys({ ...config, VAPID_SUBJECT: 'mailto:ops@bedesten.cy' }).subject).toBe(
        'mailto:ops@bedesten.cy',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('come from the environment when set, and nothing is written', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bedesten-vapid-'));
    try {
      const keys = resolveVapidKeys({
        DATA_DIR: dir,
        MAIL_FROM: 'x@bedesten.cy',
        VAPID_PUBLIC_KEY: 'P'.repeat(87),
        VAPID_PRIVATE_KEY: 'Q'.repeat(43),
      });
      expect(keys).toMatchObject({ publicKey: 'P'.repeat(87), privateKey: 'Q'.repeat(43) });
      await expect(stat(path.join(dir, 'vapid.json'))).rejects.toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('absolute links', () => {
  it('use PUBLIC_URL, else the address the server listens on', () => {
    const listening = { address: '0.0.0.0', family: 'IPv4', port: 41234 };
    expect(siteUrlOf({ PUBLIC_URL: 'https://bedesten.cy/', HOST: '0.0.0.0', PORT: 3000 }, () => listening)()).toBe(
      'https://bedesten.cy',
    );
    expect(siteUrlOf({ HOST: '0.0.0.0', PORT: 0 }, () => listening)()).toBe('http://localhost:41234');
    expect(siteUrlOf({ HOST: '127.0.0.1', PORT: 3000 }, () => null)()).toBe('http://127.0.0.1:3000');
    expect(siteUrlOf({ HOST: '::1', PORT: 3000 }, () => ({ address: '::1', family: 'IPv6', port: 8080 }))()).toBe(
      'http://[::1]:8080',
    );
  });
});
