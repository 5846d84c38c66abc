import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@bedesten/core/i18n/languages';
import type { Location } from '@bedesten/core/schemas/location';

/** Turns addresses into coordinates and back (SPEC.md §7 getLocation, the maps geocoding calls). */
export interface Geocoder {
  readonly name: string;
  forward(address: string, lang: Language): Promise<Location | null>;
  reverse(lat: number, lng: number, lang: Language): Promise<Location | null>;
}

/**
 * An online geocoder that falls back to the offline one when it fails or
 * knows nothing: "use my location" keeps working when the service is away.
 */
export function withFallback(primary: Geocoder, fallback: Geocoder, log: FastifyBaseLogger): Geocoder {
  const attempt = async (run: (g: Geocoder) => Promise<Location | null>) => {
    try {
      const found = await run(primary);
      if (found) return found;
    } catch (error) {
      log.warn({ err: error, geocoder: primary.name }, 'geocoder failed, using the offline gazetteer');
    }
    return run(fallback);
  };
  return {
    name: `${primary.name}+${fallback.name}`,
    forward: (address, lang) => attempt((g) => g.forward(address, lang)),
    reverse: (lat, lng, lang) => attempt((g) => g.reverse(lat, lng, lang)),
  };
}
