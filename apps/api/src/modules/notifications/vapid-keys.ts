import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const isKeyPair = (value: unknown): value is { publicKey: string; privateKey: string } =>
  !!value &&
  typeof (value as { publicKey?: unknown }).publicKey === 'string' &&
  typeof (value as { privateKey?: unknown }).privateKey === 'string';

/**
 * The server's VAPID identity for web push: from VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY when set; otherwise made once into DATA_DIR/vapid.json
 * (readable by this user only) and reused, so browsers' subscriptions keep
 * working across restarts. A new key pair would orphan every subscription.
 */
export function resolveVapidKeys(config: {
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT?: string | undefined;
  PUBLIC_URL?: string | undefined;
  MAIL_FROM: string;
  DATA_DIR: string;
}): VapidKeys {
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
  const subject =
    config.VAPID_SUBJECT ??
    (config.PUBLIC_URL?.startsWith('https://') ? config.PUBLIC_URL : `mailto:${address || 'no-reply@bedesten.cy'}`);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  const file = path.join(config.DATA_DIR, 'vapid.json');
  try {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isKeyPair(stored)) return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  } catch {
    // Not there yet (or unreadable): a new pair is made below.
  }
  const made = webpush.generateVAPIDKeys();
  mkdirSync(config.DATA_DIR, { recursive: true });
  writeFileSync(file, `${JSON.stringify({ publicKey: made.publicKey, privateKey: made.privateKey }, null, 2)}\n`, {
    mode: 0o600,
  });
  return { publicKey: made.publicKey, privateKey: made.privateKey, subject };
}
