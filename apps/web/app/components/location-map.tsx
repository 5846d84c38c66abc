import type * as Leaflet from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useConsent } from '~/lib/consent.ts';

/** Where the map opens before the store has a position: the middle of Cyprus. */
const CYPRUS = { lat: 35.13, lng: 33.43, zoom: 8 } as const;
const STORE_ZOOM = 12;
/** The schema's largest radius; a typo such as 5000 km must not send the map around the world. */
const MAX_RADIUS_M = 200_000;

export interface LocationMapProps {
  lat: number | null;
  lng: number | null;
  /** A circle around the point (a store's delivery area); null draws none. */
  radiusKm: number | null;
  /** `{z}/{x}/{y}` tile template; empty: no background, the marker and circle still work. */
  tileUrl: string;
  /** Whether the map's tab is shown: Leaflet measures its box, which is 0×0 while hidden. */
  visible: boolean;
  onMove: (lat: number, lng: number) => void;
  /** The map region's accessible name. */
  label: string;
  /** The marker's title and alt text. */
  markerLabel: string;
  /** Said under the map when no tiles are configured. */
  noTilesHint: string;
  /**
   * Where to look (a district or town just chosen): the map moves there each
   * time a new object is passed, whether or not the marker is in view.
   */
  focus?: MapFocus | null;
}

export interface MapFocus {
  lat: number;
  lng: number;
  zoom: number;
}

interface MapParts {
  L: typeof Leaflet;
  map: Leaflet.Map;
  marker: Leaflet.Marker | null;
  circle: Leaflet.Circle | null;
}

const valid = (lat: number | null, lng: number | null): lat is number =>
  lat !== null && lng !== null && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90;

/**
 * A position on a Leaflet map (a store's, a request's): a draggable marker
 * (clicking the map moves it too) and, with a radius, a circle around it. Leaflet is imported in
 * the browser only, on first display, so it never runs during server
 * rendering and stays out of every other page's JavaScript. The form's
 * values (typed, or the pin picker's) remain the source of truth; this only mirrors and moves them.
 */
export function LocationMap({
  lat,
  lng,
  radiusKm,
  tileUrl: configuredTileUrl,
  visible,
  onMove,
  label,
  markerLabel,
  noTilesHint,
  focus = null,
}: LocationMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const parts = useRef<MapParts | null>(null);
  const move = useRef(onMove);
  move.current = onMove;
  const [ready, setReady] = useState(false);
  // The tile server is a third party that sees the visitor's address: only with their consent (lib/consent.ts).
  const consent = useConsent();
  const { t } = useTranslation('consent');
  const tileUrl = consent === 'all' ? configuredTileUrl : '';
  const fitted = useRef<number | null>(null);
  const markerTitle = markerLabel;

  useEffect(() => {
    if (!visible || parts.current || !box.current) return;
    let cancelled = false;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(([module]) => {
      if (cancelled || !box.current) return;
      const L = (module as { default?: typeof Leaflet }).default ?? (module as unknown as typeof Leaflet);
      const map = L.map(box.current, { zoomControl: true, attributionControl: Boolean(tileUrl) });
      map.setView([CYPRUS.lat, CYPRUS.lng], CYPRUS.zoom);
      map.on('click', (event: Leaflet.LeafletMouseEvent) =>
        move.current(round(event.latlng.lat), round(event.latlng.lng)),
      );
      parts.current = { L, map, marker: null, circle: null };
      setReady(true);
    });
    return () => {
      cancelled = true;
    };
    // The tiles are added by their own effect below; the map is made once.
  }, [visible]);

  // The background, once there is one to show (configured, and the visitor accepted it; maybe after the map opened).
  const tiled = useRef(false);
  useEffect(() => {
    const current = parts.current;
    if (!ready || !current || !tileUrl || tiled.current) return;
    tiled.current = true;
    if (!current.map.attributionControl) current.L.control.attribution().addTo(current.map);
    current.L.tileLayer(tileUrl, {
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    }).addTo(current.map);
  }, [ready, tileUrl]);

  // Leaflet sizes itself when created; a tab shown later needs a new measurement.
  useEffect(() => {
    if (visible && ready) parts.current?.map.invalidateSize();
  }, [visible, ready]);

  useEffect(() => {
    const current = parts.current;
    if (!ready || !current) return;
    const { L, map } = current;
    if (!valid(lat, lng)) {
      current.marker?.remove();
      current.circle?.remove();
      current.marker = null;
      current.circle = null;
      return;
    }
    const position = L.latLng(lat, lng!);
    if (!current.marker) {
      const icon = L.divIcon({ className: 'location-map__pin', iconSize: [28, 28], iconAnchor: [14, 28], html: '' });
      current.marker = L.marker(position, { draggable: true, icon, title: markerTitle, alt: markerTitle }).addTo(map);
      current.marker.on('dragend', () => {
        const at = current.marker!.getLatLng();
        move.current(round(at.lat), round(at.lng));
      });
      map.setView(position, STORE_ZOOM);
      fitted.current = null;
    } else if (!current.marker.getLatLng().equals(position)) {
      current.marker.setLatLng(position);
      if (!map.getBounds().contains(position)) map.panTo(position);
    }
    const metres = (radiusKm ?? 0) * 1000;
    if (metres > 0 && metres <= MAX_RADIUS_M) {
      if (!current.circle) {
        current.circle = L.circle(position, { radius: metres, color: '#c2410c', weight: 2, fillOpacity: 0.08 }).addTo(
          map,
        );
      } else current.circle.setLatLng(position).setRadius(metres);
      // Show the whole delivery area when it first appears or its size changes, not on every drag.
      if (fitted.current !== metres) {
        fitted.current = metres;
        map.fitBounds(current.circle.getBounds(), { padding: [16, 16] });
      }
    } else {
      current.circle?.remove();
      current.circle = null;
    }
  }, [ready, lat, lng, radiusKm, markerTitle]);

  useEffect(() => {
    if (ready && focus) parts.current?.map.setView([focus.lat, focus.lng], focus.zoom);
  }, [ready, focus]);

  useEffect(
    () => () => {
      parts.current?.map.remove();
      parts.current = null;
    },
    [],
  );

  return (
    <div className="location-map">
      <div ref={box} className="location-map__canvas" role="region" aria-label={label} />
      {tileUrl ? null : <p className="field__hint">{configuredTileUrl ? t('mapNeedsConsent') : noTilesHint}</p>}
    </div>
  );
}

/** Six decimals: about 10 cm, plenty for a door. */
function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
