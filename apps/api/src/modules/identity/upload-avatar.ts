import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '@bedesten/core/errors/app-error';
import { sniffImage, toWebp } from '../../lib/image.ts';

export const AVATAR_SIZE = 512;
export const AVATARS_FOLDER = 'uploads/avatars';

const invalidImage = () =>
  new AppError(400, 'invalid_image_type', { fields: { image: [{ key: 'invalid_image_type' }] } });

/**
 * `upload`: a profile picture, accepted as JPEG, PNG, WebP or GIF by its
 * bytes, stored as a fresh 512 px webp under DATA_DIR. Answers the URL the
 * profile then points to.
 */
export async function uploadAvatar(dataDir: string, file: Buffer): Promise<{ image_url: string }> {
  if (!sniffImage(file)) throw invalidImage();
  let webp: Buffer;
  try {
    webp = await toWebp(file, AVATAR_SIZE);
  } catch {
    // Right magic bytes, broken picture: to the user it is just not a valid image.
    throw invalidImage();
  }
  const name = `${randomUUID()}.webp`;
  const folder = path.join(dataDir, AVATARS_FOLDER);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, name), webp);
  return { image_url: `/${AVATARS_FOLDER}/${name}` };
}
