/**
 * Where the maps' tiles come from (docs/decisions/034): one setting, VITE_MAP_TILE_URL, with
 * OpenStreetMap's tiles by default, and the attribution its provider asks for (VITE_MAP_TILE_ATTRIBUTION).
 * Without tiles (offline, blocked) the markers, list and filters still work.
 */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const configuredUrl = (import.meta.env.VITE_MAP_TILE_URL as string | undefined)?.trim();
const configuredAttribution = (import.meta.env.VITE_MAP_TILE_ATTRIBUTION as string | undefined)?.trim();

export const mapTiles = {
  url: configuredUrl || OSM_TILE_URL,
  attribution: configuredUrl ? (configuredAttribution ?? '') : OSM_ATTRIBUTION,
};

/** The middle of Chennai, and a zoom that shows the city from Koyambedu to Sholinganallur. */
export const CHENNAI_CENTER: [number, number] = [13.0, 80.22];
export const CITY_ZOOM = 11;
