import type { ReactNode } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { TextField } from '~/components/form/fields.tsx';
import { LocationMap } from '~/components/location-map.tsx';
import { useHydrated } from '~/lib/use-hydrated.ts';

const toNumber = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : Number(text.replace(',', '.'));
};

export interface AreaLabels {
  lat: string;
  lng: string;
  radius: string;
  radiusHint: string;
  map: string;
  marker: string;
  noTiles: string;
}

/**
 * A point and the radius around it (a store's delivery area, a driver's
 * service area): typed coordinates that always work, and a map that moves
 * them by drag or click once it loads. The form keeps the three values as
 * text; `extra` is a cell placed after the fields (a "find" button).
 */
export function AreaFields<T extends FieldValues>({
  form,
  names,
  labels,
  maxKm,
  tileUrl,
  visible = true,
  onMove,
  extra,
  status,
}: {
  form: UseFormReturn<T>;
  names: { lat: Path<T>; lng: Path<T>; radius: Path<T> };
  labels: AreaLabels;
  maxKm: number;
  tileUrl: string;
  visible?: boolean;
  onMove: (lat: number, lng: number) => void;
  extra?: ReactNode;
  /** Shown between the fields and the map (what the last search found). */
  status?: ReactNode;
}) {
  const hydrated = useHydrated();
  const { errors } = form.formState;
  const [lat, lng, radius] = form.watch([names.lat, names.lng, names.radius]);
  const errorOf = (name: Path<T>) => (get(errors, name) as { message?: string } | undefined)?.message;

  return (
    <>
      <div className="form-grid">
        <TextField
          label={labels.lat}
          inputMode="decimal"
          registration={form.register(names.lat)}
          error={errorOf(names.lat)}
        />
        <TextField
          label={labels.lng}
          inputMode="decimal"
          registration={form.register(names.lng)}
          error={errorOf(names.lng)}
        />
        <TextField
          label={labels.radius}
          type="number"
          inputMode="numeric"
          min={1}
          max={maxKm}
          hint={labels.radiusHint}
          registration={form.register(names.radius)}
          error={errorOf(names.radius)}
        />
        {extra}
      </div>
      {status}
      {hydrated ? (
        <LocationMap
          lat={toNumber(lat)}
          lng={toNumber(lng)}
          radiusKm={toNumber(radius)}
          tileUrl={tileUrl}
          visible={visible}
          onMove={onMove}
          label={labels.map}
          markerLabel={labels.marker}
          noTilesHint={labels.noTiles}
        />
      ) : null}
    </>
  );
}
