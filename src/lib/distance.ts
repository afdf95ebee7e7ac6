/** Metres between two points (haversine, as the database's metres_between()). */
export function metresBetween(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const a = Math.sin(radians(lat2 - lat1) / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lng2 - lng1) / 2) ** 2;
  return Math.round(2 * 6371008.8 * Math.asin(Math.sqrt(a)));
}
