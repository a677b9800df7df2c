import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { OFFICE_LOCATIONS, type OfficeId } from "~/lib/company/offices";
import { type Office, getOffice } from "~/lib/company/company-profile";
import {
  GEOLOCATION_OPTIONS,
  type LocationFailure,
  findNearestOffice,
  locationFailureOf,
} from "~/lib/company/nearest-office";
import { useCompany } from "./company-context";

export type NearestOfficeStatus = "default" | "detecting" | "located" | LocationFailure;

interface NearestOfficeState {
  located: { office: Office; distanceMiles: number } | null;
  status: NearestOfficeStatus;
  /** Asks the browser for the visitor's position (call from a click). */
  locate: () => void;
}

const NearestOfficeContext = createContext<NearestOfficeState>({
  located: null,
  status: "default",
  locate: () => {},
});

/**
 * Finds the office nearest the visitor. The browser is asked for a position
 * only when the visitor already allowed it or clicks "Find my nearest office":
 * a permission prompt on page load annoys visitors and costs trust.
 */
export function NearestOfficeProvider({ children }: { children: React.ReactNode }) {
  const company = useCompany();
  // Only the office's id is kept: its phone and address come from the current company profile.
  const [nearest, setNearest] = useState<{ officeId: OfficeId; distanceMiles: number } | null>(null);
  const [status, setStatus] = useState<NearestOfficeStatus>("default");

  const locate = useCallback(() => {
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      setStatus("unavailable");
      return;
    }
    setStatus("detecting");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const found = findNearestOffice(OFFICE_LOCATIONS, {
          lat: position.coords.latitude,
          lng: position.coords.longitude,
        });
        setNearest(found ? { officeId: found.office.id, distanceMiles: found.distanceMiles } : null);
        setStatus(found ? "located" : "unavailable");
      },
      // Denied, timed out or failed: the page's office stays, and the header says why and offers every office.
      (error) => setStatus(locationFailureOf(error)),
      GEOLOCATION_OPTIONS,
    );
  }, []);

  useEffect(() => {
    let cancelled = false;
    navigator.permissions
      ?.query({ name: "geolocation" })
      .then((permission) => {
        if (!cancelled && permission.state === "granted") locate();
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [locate]);

  const value = useMemo(() => {
    const located = nearest
      ? { office: getOffice(company, nearest.officeId), distanceMiles: nearest.distanceMiles }
      : null;
    return { located, status, locate };
  }, [company, nearest, status, locate]);
  return <NearestOfficeContext.Provider value={value}>{children}</NearestOfficeContext.Provider>;
}

/** Pages whose fallback office is West Palm Beach, the office they feature; elsewhere the first office. */
const WEST_PALM_BEACH_PAGES = new Set(["/", "/packages"]);

export function fallbackOfficeFor(pathname: string): OfficeId | undefined {
  return WEST_PALM_BEACH_PAGES.has(pathname.replace(/\/+$/, "") || "/") ? "west-palm-beach" : undefined;
}

/**
 * The visitor's nearest office, or the page's fallback until it is known
 * (West Palm Beach on home and packages, the first office elsewhere).
 */
export function useNearestOffice(fallbackId?: OfficeId) {
  const company = useCompany();
  const { located, status, locate } = useContext(NearestOfficeContext);
  const office = located?.office ?? (fallbackId ? getOffice(company, fallbackId) : company.offices[0]!);
  return { office, status, locate, distanceMiles: located?.distanceMiles ?? null };
}
