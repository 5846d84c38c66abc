import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { AreaFields } from '~/components/area-fields.tsx';
import { useHydrated } from '~/lib/use-hydrated.ts';
import type { StoreSetupValues } from '../form-values.ts';
import { useStoreGeocoder } from '../use-store-geocoder.ts';

type Form = UseFormReturn<StoreSetupValues>;

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
  const { busy, status, find, moved } = useStoreGeocoder(form);

  return (
    <div className="stack">
      <p>{t('location.intro')}</p>
      <AreaFields
        form={form}
        names={{ lat: 'store_lat', lng: 'store_lng', radius: 'delivery_max_distance' }}
        labels={{
          lat: t('fields.lat'),
          lng: t('fields.lng'),
          radius: t('fields.radius'),
          radiusHint: t('fields.radiusHint'),
          map: t('location.map'),
          marker: t('location.marker'),
          noTiles: t('location.noTiles'),
        }}
        maxKm={200}
        tileUrl={tileUrl}
        visible={visible}
        onMove={(a, b) => void moved(a, b)}
        extra={
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
        }
        status={
          <div aria-live="polite" className="store-map__status">
            {status ? <p className={`alert alert--${status.tone}`}>{status.text}</p> : null}
          </div>
        }
      />
    </div>
  );
}
