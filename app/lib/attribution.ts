import { withoutInvalidCharacters } from "./text-characters";
// First- and last-touch marketing attribution, kept in a first-party cookie
// (no third-party script): the UTM parameters and referrer of the visit that
// brought the visitor, and of the latest one that carried any.

export const ATTRIBUTION_COOKIE = "ffp_attribution";
export const ATTRIBUTION_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
const MAX_VALUE_LENGTH = 200;

export interface Touch {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  referrer?: string;
  landingPath?: string;
  at: string;
}

export interface Attribution {
  first: Touch;
  last: Touch;
}

const camel = (key: (typeof UTM_KEYS)[number]) =>
  key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as keyof Omit<Touch, "at" | "referrer" | "landingPath">;

// Control characters (NUL included) never belong in a stored campaign name.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/g;
// Cut after the length limit too: a cut through an emoji would leave half of it, which jsonb refuses.
const clean = (value: string) =>
  withoutInvalidCharacters(value.replace(CONTROL_CHARACTERS, "").trim().slice(0, MAX_VALUE_LENGTH));

/** Referrer host and path when it is another site; our own pages are not a source. */
function externalReferrer(referrer: string | null, ownHost: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    if (url.host === ownHost || !/^https?:$/.test(url.protocol)) return undefined;
    return clean(`${url.host}${url.pathname === "/" ? "" : url.pathname}`);
  } catch {
    return undefined;
  }
}

/** The touch this request carries: UTM parameters or an outside referrer; null when it carries none. */
export function touchFromRequest(url: URL, referrer: string | null, now = new Date()): Touch | null {
  const touch: Touch = { at: now.toISOString() };
  for (const key of UTM_KEYS) {
    const value = url.searchParams.get(key);
    if (value && clean(value)) touch[camel(key)] = clean(value);
  }
  const ref = externalReferrer(referrer, url.host);
  if (ref) touch.referrer = ref;
  if (Object.keys(touch).length === 1) return null;
  touch.landingPath = clean(url.pathname);
  return touch;
}

function isTouch(value: unknown): value is Touch {
  if (!value || typeof value !== "object") return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.at === "string" &&
    // What this site wrote is already clean: anything else was tampered with.
    Object.values(record).every((v) => typeof v === "string" && v === clean(v))
  );
}

/** Reads the cookie value; anything tampered with or malformed counts as no attribution. */
export function parseAttributionCookie(value: string | undefined | null): Attribution | null {
  if (!value || value.length > 4096) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(value)) as unknown;
    if (!parsed || typeof parsed !== "object") return null;
    const { first, last } = parsed as Record<string, unknown>;
    return isTouch(first) && isTouch(last) ? { first, last } : null;
  } catch {
    return null;
  }
}

export function serializeAttribution(attribution: Attribution): string {
  return encodeURIComponent(JSON.stringify(attribution));
}

/** The first touch is kept forever; the last touch is replaced by every new one. */
export function mergeTouch(existing: Attribution | null, touch: Touch | null): Attribution | null {
  if (!touch) return existing;
  return { first: existing?.first ?? touch, last: touch };
}
