import { describe, expect, it } from "vitest";
import { OFFICE_LOCATIONS } from "~/lib/company/offices";
import {
  EARTH_RADIUS_MILES,
  GEOLOCATION_OPTIONS,
  distanceInMiles,
  findNearestOffice,
  isValidPosition,
  locationFailureOf,
} from "./nearest-office";

describe("distanceInMiles", () => {
  it("is zero for the same point", () => {
    expect(distanceInMiles({ lat: 27, lng: -81 }, { lat: 27, lng: -81 })).toBe(0);
  });

  it("uses an earth radius of 3959 miles", () => {
    expect(EARTH_RADIUS_MILES).toBe(3959);
    // A quarter of a meridian is a quarter of the circumference.
    expect(distanceInMiles({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo((Math.PI * 3959) / 2, 6);
  });

  it("matches the known Orlando to Miami great-circle distance (about 205 miles)", () => {
    const d = distanceInMiles({ lat: 28.5383, lng: -81.3792 }, { lat: 25.7617, lng: -80.1918 });
    expect(d).toBeGreaterThan(200);
    expect(d).toBeLessThan(210);
  });

  it("is symmetric", () => {
    const a = { lat: 29.1, lng: -82.1 };
    const b = { lat: 26.7, lng: -80.05 };
    expect(distanceInMiles(a, b)).toBeCloseTo(distanceInMiles(b, a), 9);
  });
});

describe("findNearestOffice", () => {
  it.each([
    [{ lat: 26.3683, lng: -80.1289 }, "west-palm-beach"], // Boca Raton
    [{ lat: 27.1975, lng: -80.2528 }, "port-st-lucie"], // Stuart
    [{ lat: 28.5999, lng: -81.3392 }, "orlando"], // Winter Park
    [{ lat: 29.6516, lng: -82.3248 }, "ocala"], // Gainesville
    [{ lat: 28.9005, lng: -81.9748 }, "ocala"], // The Villages
  ] as const)("picks the closest office for %o", (position, officeId) => {
    expect(findNearestOffice(OFFICE_LOCATIONS, position)?.office.id).toBe(officeId);
  });

  it("returns the distance in miles", () => {
    const wpb = OFFICE_LOCATIONS.find((office) => office.id === "west-palm-beach")!;
    expect(findNearestOffice(OFFICE_LOCATIONS, wpb.coordinates)).toEqual({
      office: wpb,
      distanceMiles: 0,
    });
  });

  it("returns undefined for no offices", () => {
    expect(findNearestOffice([], { lat: 1, lng: 1 })).toBeUndefined();
  });
});

describe("isValidPosition", () => {
  it("accepts real coordinates and rejects junk", () => {
    expect(isValidPosition({ lat: 26.7, lng: -80 })).toBe(true);
    expect(isValidPosition({ lat: Number.NaN, lng: 0 })).toBe(false);
    expect(isValidPosition({ lat: 91, lng: 0 })).toBe(false);
    expect(isValidPosition(null)).toBe(false);
  });
});

describe("GEOLOCATION_OPTIONS", () => {
  it("asks for a 10 s timeout, a position cached up to 5 minutes and low accuracy", () => {
    expect(GEOLOCATION_OPTIONS).toEqual({
      enableHighAccuracy: false,
      timeout: 10_000,
      maximumAge: 300_000,
    });
  });
});

describe("locationFailureOf", () => {
  it("names why the browser gave no position, from the Geolocation API's error codes", () => {
    expect(locationFailureOf({ code: 1 })).toBe("refused");
    expect(locationFailureOf({ code: 2 })).toBe("unavailable");
    expect(locationFailureOf({ code: 3 })).toBe("timed-out");
  });
});
