/** OpenStreetMap's standard tiles unless `MAP_TILE_URL` says otherwise; an empty value turns tiles off. */
const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export function mapTileUrl(): string {
  return process.env.MAP_TILE_URL ?? DEFAULT_TILE_URL;
}
