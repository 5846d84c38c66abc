import { AppError } from '@bedesten/core/errors/app-error';
import type { Language } from '@bedesten/core/i18n/languages';
import type { GetLocationQuery, Location } from '@bedesten/core/schemas/location';
import type { Geocoder } from './geocoder.ts';

/** `getLocation`: forward (address to place) or reverse (coordinates to address); 404 when nothing matches. */
export async function getLocation(geocoder: Geocoder, query: GetLocationQuery, lang: Language): Promise<Location> {
  const found =
    query.type === 'reverse'
      ? await geocoder.reverse(query.lat!, query.lng!, lang)
      : await geocoder.forward(query.address ?? '', lang);
  if (!found) throw new AppError(404, 'location_not_found');
  return found;
}
