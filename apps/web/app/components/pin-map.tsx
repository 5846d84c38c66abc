import { districtOf } from '@bedesten/core/geo/district-centres';
import { DISTRICTS, type DistrictCode } from '@bedesten/core/geo/districts';
import type { Language } from '@bedesten/core/i18n/languages';
import type { ReactNode, Ref } from 'react';
import { describedBy, FieldErrorText, FieldFrame, useFieldIds } from '~/components/form/fields.tsx';
import { LocationMap, type MapFocus } from '~/components/location-map.tsx';
import { useHydrated } from '~/lib/use-hydrated.ts';

export type { MapFocus };

/** How close the map comes for a district (the whole town and its edges) and for a town or a door. */
export const DISTRICT_ZOOM = 11;
export const PLACE_ZOOM = 14;

/** The option that keeps a saved district text no district here matches (typed before the picker). */
const SAVED = 'saved';

export interface PinMapLabels {
  /** The map region's accessible name. */
  map: string;
  /** The pin's title and alt text. */
  marker: string;
  /** Said under the map when no tiles are configured. */
  noTiles: string;
  /** The read-only place of the pin ("Pin: latitude 35.17, longitude 33.36"), or what happens without one. */
  readout: string;
}

/**
 * A pin on the map (an address's door, a driver's base): the map moves it by
 * drag or tap, and its coordinates are read out as text, never typed. The
 * readout takes focus when the form finds the pin in error, so a keyboard or
 * screen-reader user lands on the message. Leaflet itself loads lazily
 * (LocationMap), after hydration.
 */
export function PinMap({
  pin,
  onPin,
  focus,
  tileUrl,
  radiusKm = null,
  labels,
  readoutRef,
  error,
  children,
}: {
  pin: { lat: number; lng: number } | null;
  onPin: (lat: number, lng: number) => void;
  focus: MapFocus | null;
  tileUrl: string;
  radiusKm?: number | null;
  labels: PinMapLabels;
  readoutRef?: Ref<HTMLOutputElement>;
  error?: string | undefined;
  /** Buttons and status shown between the readout and the map. */
  children?: ReactNode;
}) {
  const hydrated = useHydrated();
  const ids = useFieldIds();
  return (
    <div className="pin-map">
      <output
        ref={readoutRef}
        tabIndex={-1}
        className="pin-map__readout"
        aria-describedby={error ? ids.error : undefined}
      >
        {labels.readout}
      </output>
      {children}
      {hydrated ? (
        <LocationMap
          lat={pin?.lat ?? null}
          lng={pin?.lng ?? null}
          radiusKm={radiusKm}
          tileUrl={tileUrl}
          visible
          onMove={onPin}
          label={labels.map}
          markerLabel={labels.marker}
          noTilesHint={labels.noTiles}
          focus={focus}
        />
      ) : null}
      {error ? (
        <div role="alert">
          <FieldErrorText id={ids.error} message={error} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * Cyprus's six districts as a select, in the page's language. `value` is
 * the text as saved (a code, or a name in either language); one that names
 * no district stays on offer as it is, so opening an old address changes
 * nothing until the person picks.
 */
export function DistrictSelect({
  label,
  placeholder,
  value,
  lang,
  onChange,
  onBlur,
  selectRef,
  error,
  hint,
}: {
  label: string;
  placeholder: string;
  value: string;
  lang: Language;
  onChange: (code: DistrictCode) => void;
  onBlur?: () => void;
  selectRef?: Ref<HTMLSelectElement>;
  error?: string | undefined;
  hint?: ReactNode;
}) {
  const ids = useFieldIds();
  const district = districtOf(value);
  const saved = !district && value.trim() !== '';
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={undefined}>
      <select
        id={ids.input}
        ref={selectRef}
        value={district?.code ?? (saved ? SAVED : '')}
        onChange={(event) => {
          const picked = DISTRICTS.find((d) => d.code === event.target.value);
          if (picked) onChange(picked.code);
        }}
        onBlur={onBlur}
        autoComplete="address-level1"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(hint), Boolean(error))}
      >
        <option value="" disabled={Boolean(district) || saved}>
          {placeholder}
        </option>
        {DISTRICTS.map((d) => (
          <option key={d.code} value={d.code}>
            {d[lang]}
          </option>
        ))}
        {saved ? <option value={SAVED}>{value}</option> : null}
      </select>
    </FieldFrame>
  );
}

/** Five decimals (about a metre) are plenty to read; the form keeps the pin's full value. */
export function coordinateText(value: number): string {
  return value.toFixed(5);
}
