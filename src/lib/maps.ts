/** Google Maps at a place's coordinates: opens the phone's map app, or maps in a new tab on a computer. */
export const mapsHref = (place: { latitude: number; longitude: number }): string =>
  `https://www.google.com/maps/search/?api=1&query=${place.latitude},${place.longitude}`;
