import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '~/components/form/fields.tsx';
import { LocationMap } from '~/components/location-map.tsx';
import { useHydrated } from '~/lib/use-hydrated.ts';
import type { StoreSetupValues } from '../form-values.ts';
import { useStoreGeocoder } from '../use-store-geocoder.ts';

type Form = UseFormReturn<StoreSetupValues>;

const toNumber = (value: string) => (value.trim() === '' ? null : Number(value.replace(',', '.')));

/**
 * Store location (SPEC.md §3: store_lat, store_lng, delivery_max_distance).
 * The typed coordinates always work; "Find from address" asks the API's own
 * geocoder; the map (when it loads) moves them by drag or click. The spec's
 * `store_address` is the store's detail address on the previous tab, which
 * the geocoder's answer fills when it is still empty.
 */
export function LocationSection({ form, tileUrl, visible }: { form: Form; tileUrl: string; visible: boolean }) {
  const { t } = useTranslation('store-setup');
  const hydrated = useHydrated();
  const { errors } = form.formState;
  const { busy, status, find, moved } = useStoreGeocoder(form);
  const [lat, lng, radius] = form.watch(['store_lat', 'store_lng', 'delivery_max_distance']);

  return (
    <div className="stack">
      <p>{t('location.intro')}</p>
      <div className="form-grid">
        <TextField
          label={t('fields.lat')}
          inputMode="decimal"
          registration={form.register('store_lat')}
          error={errors.store_lat?.message}
        />
        <TextField
          label={t('fields.lng')}
          inputMode="decimal"
          registration={form.register('store_lng')}
          error={errors.store_lng?.message}
        />
        <TextField
          label={t('fields.radius')}
          type="number"
          inputMode="numeric"
          min={1}
          max={200}
          hint={t('fields.radiusHint')}
          registration={form.register('delivery_max_distance')}
          error={errors.delivery_max_distance?.message}
        />
        <div className="field store-map__find">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void find()}
            disabled={!hydrated || busy}
            aria-busy={busy || undefined}
          >
            {t('location.find')}
          </button>
        </div>
      </div>
      <div aria-live="polite" className="store-map__status">
        {status ? <p className={`alert alert--${status.tone}`}>{status.text}</p> : null}
      </div>
      {hydrated ? (
        <LocationMap
          lat={toNumber(lat)}
          lng={toNumber(lng)}
          radiusKm={toNumber(radius)}
          tileUrl={tileUrl}
          visible={visible}
          onMove={(a, b) => void moved(a, b)}
          label={t('location.map')}
          markerLabel={t('location.marker')}
          noTilesHint={t('location.noTiles')}
        />
      ) : null}
    </div>
  );
}
