import { randomUUID } from 'node:crypto';
import { AppError } from '@bedesten/core/errors/app-error';
import { sniffImage, toWebp } from '../../lib/image.ts';
import type { ObjectStorage } from '../../lib/object-storage/object-storage.ts';

export const AVATAR_SIZE = 512;
export const AVATARS_FOLDER = 'uploads/avatars';

const invalidImage = () =>
  new AppError(400, 'invalid_image_type', { fields: { image: [{ key: 'invalid_image_type' }] } });

/**
 * `upload`: a profile picture, accepted as JPEG, PNG, WebP or GIF by its
 * bytes, stored as a fresh 512 px webp under `uploads/avatars/` (DATA_DIR or
 * the bucket, ADR 0057). Answers the URL the profile then points to.
 */
export async function uploadAvatar(storage: ObjectStorage, file: Buffer): Promise<{ image_url: string }> {
  if (!sniffImage(file)) throw invalidImage();
  let webp: Buffer;
  try {
    webp = await toWebp(file, AVATAR_SIZE);
  } catch (error) {
    // Too many pixels says so (ADR 0081); right magic bytes, broken picture: to the user just not a valid image.
    throw error instanceof AppError ? error : invalidImage();
  }
  const key = `${AVATARS_FOLDER}/${randomUUID()}.webp`;
  // Names are random and never reused: cached for good, like pictures.
  await storage.put(key, webp, { contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' });
  return { image_url: `/${key}` };
}
