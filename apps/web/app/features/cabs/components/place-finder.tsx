import type { PlaceSuggestion } from '@bedesten/core/schemas/location';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { delayedClose } from './delayed-close.ts';
import { LocationMap } from '~/components/location-map.tsx';
import { FieldErrorText } from '~/components/form/fields.tsx';
import { apiGet } from '~/lib/api-client.ts';
import type { Place } from '~/lib/client-state/types.ts';
import { useLanguage } from '~/lib/root-data.ts';

/**
 * One end of a ride: typing suggests towns and airports (the API's offline
 * gazetteer), or a pin on the map sets the point. The chosen place is what
 * the draft keeps; the text box only searches.
 */
export function PlaceFinder({
  label,
  value,
  onChange,
  error,
  tileUrl,
}: {
  label: string;
  value: Place | null;
  onChange: (place: Place) => void;
  error: string | undefined;
  tileUrl: string;
}) {
  const { t } = useTranslation('cabs');
  const lang = useLanguage();
  const id = useId();
  const [text, setText] = useState(value?.address ?? '');
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [showMap, setShowMap] = useState(false);
  const typed = useRef(false);
  const [closer] = useState(() => delayedClose(() => setOpen(false), 150));
  useEffect(() => closer.dispose, [closer]);

  useEffect(() => {
    if (!typed.current) setText(value?.address ?? '');
  }, [value?.address]);

  useEffect(() => {
    if (!typed.current) return;
    const query = text.trim();
    if (!query) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    void apiGet<{ data: PlaceSuggestion[] }>(
      'place-suggestions',
      { q: query, lang },
      { signal: controller.signal },
    ).then((result) => {
      if (!result.ok) return;
      setSuggestions(result.data.data);
      setActive(-1);
      setOpen(true);
    });
    return () => controller.abort();
  }, [text, lang]);

  const choose = (suggestion: PlaceSuggestion) => {
    typed.current = false;
    setText(suggestion.name);
    setOpen(false);
    onChange({ lat: suggestion.lat, lng: suggestion.lng, address: suggestion.name });
  };

  const pinned = (lat: number, lng: number) => {
    typed.current = false;
    const address = t('trip.pin', { lat: lat.toFixed(4), lng: lng.toFixed(4) });
    setText(address);
    onChange({ lat, lng, address });
    void apiGet<{ data: { city?: string; formatted_address?: string } }>(
      'getLocation',
      { type: 'reverse', lat, lng },
      {},
    ).then((result) => {
      const name = result.ok ? result.data.data.city || result.data.data.formatted_address : '';
      if (!name) return;
      const named = `${name} (${lat.toFixed(4)}, ${lng.toFixed(4)})`;
      setText(named);
      onChange({ lat, lng, address: named });
    });
  };

  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const expanded = open && suggestions.length > 0;
  return (
    <div className="cab-place field">
      <label htmlFor={`${id}-input`} className="field__label">
        {label}
      </label>
      <div className="cab-place__box">
        <input
          id={`${id}-input`}
          className="input"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          placeholder={t('trip.placeHint')}
          value={text}
          onChange={(event) => {
            typed.current = true;
            setText(event.target.value);
          }}
          onFocus={() => {
            closer.focused();
            setOpen(true);
          }}
          onBlur={closer.blurred}
          onKeyDown={(event) => {
            if (!expanded) return;
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setActive((i) => Math.min(suggestions.length - 1, i + 1));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((i) => Math.max(0, i - 1));
            } else if (event.key === 'Enter' && active >= 0) {
              event.preventDefault();
              choose(suggestions[active]!);
            } else if (event.key === 'Escape') setOpen(false);
          }}
        />
        <ul id={listId} role="listbox" aria-label={label} className="cab-place__list" hidden={!expanded}>
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.name}-${suggestion.lat}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`cab-place__option${suggestion.kind === 'airport' ? ' is-airport' : ''}`}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(suggestion);
              }}
            >
              {suggestion.name}
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className="button button--secondary button--small cab-place__map-toggle"
        aria-expanded={showMap}
        onClick={() => setShowMap((shown) => !shown)}
      >
        {showMap ? t('trip.hideMap') : t('trip.showMap')}
      </button>
      {showMap ? (
        <LocationMap
          lat={value?.lat ?? null}
          lng={value?.lng ?? null}
          radiusKm={null}
          tileUrl={tileUrl}
          visible
          onMove={pinned}
          label={t('trip.map', { place: label })}
          markerLabel={label}
          noTilesHint={t('trip.noTiles')}
        />
      ) : null}
      <FieldErrorText id={errorId} message={error} />
    </div>
  );
}
