import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { type Office, type OfficeId, getOffice, offices } from "~/content/company";
import { GEOLOCATION_OPTIONS, findNearestOffice } from "~/lib/nearest-office";

export type NearestOfficeStatus = "default" | "detecting" | "located" | "unavailable";

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
  const [located, setLocated] = useState<NearestOfficeState["located"]>(null);
  const [status, setStatus] = useState<NearestOfficeStatus>("default");

  const locate = useCallback(() => {
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      setStatus("unavailable");
      return;
    }
    setStatus("detecting");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const nearest = findNearestOffice(offices, {
          lat: position.coords.latitude,
          lng: position.coords.longitude,
        });
        setLocated(nearest ?? null);
        setStatus(nearest ? "located" : "unavailable");
      },
      // Denied, timed out or failed: fall back silently.
      () => setStatus("unavailable"),
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

  const value = useMemo(() => ({ located, status, locate }), [located, status, locate]);
  return <NearestOfficeContext.Provider value={value}>{children}</NearestOfficeContext.Provider>;
}

/** Pages whose fallback office is West Palm Beach (public-site.md §4); elsewhere the first office. */
const WEST_PALM_BEACH_PAGES = new Set(["/", "/packages"]);

export function fallbackOfficeFor(pathname: string): OfficeId | undefined {
  return WEST_PALM_BEACH_PAGES.has(pathname.replace(/\/+$/, "") || "/") ? "west-palm-beach" : undefined;
}

/**
 * The visitor's nearest office, or the page's fallback until it is known
 * (West Palm Beach on home and packages, the first office elsewhere).
 */
export function useNearestOffice(fallbackId?: OfficeId) {
  const { located, status, locate } = useContext(NearestOfficeContext);
  const office = located?.office ?? (fallbackId ? getOffice(fallbackId) : offices[0]!);
  return { office, status, locate, distanceMiles: located?.distanceMiles ?? null };
}
