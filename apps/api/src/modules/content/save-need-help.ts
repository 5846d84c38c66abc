import type { NeedHelpBody } from '@bedesten/core/content/content-schemas';
import type { ContentRepository } from './content.repository.ts';
import { toStaffNeedHelp } from './content-views.ts';

/** Staff read and set how customers reach support (one record). */

export async function getStaffNeedHelp(repository: ContentRepository) {
  return toStaffNeedHelp(await repository.findNeedHelp());
}

export async function saveNeedHelp(repository: ContentRepository, actorId: string, body: NeedHelpBody) {
  const before = await repository.findNeedHelp();
  const after = await repository.saveNeedHelp({
    email: body.email,
    phone: body.phone,
    whatsapp: body.whatsapp,
    hoursEn: body.hours_en,
    hoursTr: body.hours_tr,
    addressEn: body.address_en,
    addressTr: body.address_tr,
    updatedBy: actorId,
  });
  return { before: before ? toStaffNeedHelp(before) : null, after: toStaffNeedHelp(after) };
}
