import { AppError, type FieldMessage } from '@bedesten/core/errors/app-error';
import type { MessageKey } from '@bedesten/core/messages/catalogue';

/**
 * Whether each picture URL is one of the account's checked image uploads, in
 * order: the uploads module's `ownsImages`, handed to each module by buildApp.
 */
export type OwnsPictures = (ownerId: string, urls: string[]) => Promise<boolean[]>;

/** The site's own drawn pictures (seed, demo, tests) belong to nobody, so anyone may show them. */
const DEMO_PICTURE = /^\/demo-images\//;
const UPLOADED_PICTURE = /^\/uploads\/images\/([0-9a-f-]{36})\//;

/** One upload whatever width a form names (`320`, `800`, `1600`), so a kept picture stays kept at any size. */
const pictureOf = (url: string) => UPLOADED_PICTURE.exec(url)?.[1] ?? url;

/**
 * The field errors for pictures a form sends that are not the caller's own
 * uploads (ADR 0088): a well-formed `/uploads/images/...` URL names a picture
 * someone uploaded, not necessarily this caller, and showing it as theirs
 * would put another account's picture on their store, product or car. The
 * demo's drawings pass, and so does a picture the record already shows
 * (`kept`), whoever uploaded it: editing a product or store must not refuse
 * what is already on it. Fields are named as validation names them
 * (`image`, `photos.1`).
 */
export async function picturesNotOwned(
  ownsPictures: OwnsPictures,
  ownerId: string,
  fields: Record<string, string | readonly string[] | null | undefined>,
  kept: readonly (string | null | undefined)[] = [],
  key: MessageKey = 'picture_not_yours',
): Promise<Record<string, FieldMessage[]>> {
  const keptPictures = new Set(kept.filter((url): url is string => !!url).map(pictureOf));
  const asked = Object.entries(fields).flatMap(([field, value]) => {
    if (value === null || value === undefined) return [];
    const urls =
      typeof value === 'string' ? [[field, value] as const] : value.map((url, i) => [`${field}.${i}`, url] as const);
    return urls.filter(([, url]) => !DEMO_PICTURE.test(url) && !keptPictures.has(pictureOf(url)));
  });
  if (!asked.length) return {};
  const owned = await ownsPictures(
    ownerId,
    asked.map(([, url]) => url),
  );
  return Object.fromEntries(asked.filter((_, i) => !owned[i]).map(([field]) => [field, [{ key }]]));
}

/** As `picturesNotOwned`, answering 400 with every offending field when there is one. */
export async function checkPicturesOwned(...args: Parameters<typeof picturesNotOwned>): Promise<void> {
  const fields = await picturesNotOwned(...args);
  const first = Object.values(fields)[0]?.[0];
  if (first) throw new AppError(400, first.key, { fields });
}
