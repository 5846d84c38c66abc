import type { BannerBody } from '@bedesten/core/content/content-schemas';
import { notFound } from '@bedesten/core/errors/app-error';
import type { BannerValues, ContentRepository } from './content.repository.ts';
import { toStaffBanner } from './content-views.ts';

/** Staff edit the home page's banner slides. Links are same-site paths (checked by the body's schema). */

function valuesOf(body: BannerBody, actorId: string): BannerValues {
  return {
    titleEn: body.title_en,
    titleTr: body.title_tr,
    subtitleEn: body.subtitle_en,
    subtitleTr: body.subtitle_tr,
    linkUrl: body.link_url,
    imageUrl: body.image_url,
    position: body.position,
    isActive: body.is_active,
    updatedBy: actorId,
  };
}

export async function listStaffBanners(repository: ContentRepository) {
  return (await repository.listBanners(false)).map(toStaffBanner);
}

export async function createBanner(repository: ContentRepository, actorId: string, body: BannerBody) {
  return toStaffBanner(await repository.createBanner(valuesOf(body, actorId)));
}

export async function updateBanner(repository: ContentRepository, actorId: string, id: string, body: BannerBody) {
  const before = await repository.findBanner(id);
  if (!before) throw notFound('banner_not_found');
  const after = await repository.updateBanner(id, valuesOf(body, actorId));
  if (!after) throw notFound('banner_not_found');
  return { before: toStaffBanner(before), after: toStaffBanner(after) };
}

export async function deleteBanner(repository: ContentRepository, id: string) {
  const row = await repository.deleteBanner(id);
  if (!row) throw notFound('banner_not_found');
  return toStaffBanner(row);
}
