// Nearest sales office by great-circle distance from the visitor's position.

export const EARTH_RADIUS_MILES = 3959;

/** Browser geolocation options: 10 s timeout, 5 minute cache, low accuracy (decision 003). */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 10_000,
  maximumAge: 5 * 60 * 1000,
};

/** Why the browser gave no position, by the Geolocation API's error codes. */
export type LocationFailure = "refused" | "unavailable" | "timed-out";

const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

export function locationFailureOf(error: { code: number }): LocationFailure {
  return error.code === PERMISSION_DENIED ? "refused" : error.code === TIMEOUT ? "timed-out" : "unavailable";
}

export interface LatLng {
  lat: number;
  lng: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in miles. */
export function distanceInMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function isValidPosition(position: Partial<LatLng> | null | undefined): position is LatLng {
  return (
    !!position &&
    typeof position.lat === "number" &&
    typeof position.lng === "number" &&
    Number.isFinite(position.lat) &&
    Number.isFinite(position.lng) &&
    Math.abs(position.lat) <= 90 &&
    Math.abs(position.lng) <= 180
  );
}

/** The office closest to position (ties: the earlier office), or undefined for an empty list. */
export function findNearestOffice<T extends { coordinates: LatLng }>(
  offices: readonly T[],
  position: LatLng,
): { office: T; distanceMiles: number } | undefined {
  let best: { office: T; distanceMiles: number } | undefined;
  for (const office of offices) {
    const distanceMiles = distanceInMiles(position, office.coordinates);
    if (!best || distanceMiles < best.distanceMiles) best = { office, distanceMiles };
  }
  return best;
}
