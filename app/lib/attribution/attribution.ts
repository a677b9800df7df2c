import { withoutInvalidCharacters } from "~/lib/text/text-characters";
// First- and last-touch marketing attribution, kept in a first-party cookie
// (no third-party script): the UTM parameters, ad click ids and referrer of
// the visit that brought the visitor, and of the latest one that carried any.
//
// No page's body depends on these parameters (decision 024): the response
// cache answers a tagged address with the body of the same address without
// them, plus this visitor's cookie.

export const ATTRIBUTION_COOKIE = "ffp_attribution";
export const ATTRIBUTION_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
/** Ad platforms' click ids: Google Ads (gclid, and gbraid/wbraid for iOS app and web), Meta, Microsoft Ads. */
const CLICK_ID_KEYS = ["gclid", "gbraid", "wbraid", "fbclid", "msclkid"] as const;
/** Every query parameter that only says where a visit came from: read into the cookie, never into the page. */
export const ATTRIBUTION_PARAMS: ReadonlySet<string> = new Set([...UTM_KEYS, ...CLICK_ID_KEYS]);
const MAX_VALUE_LENGTH = 200;
/** Browsers drop a cookie over 4,096 bytes (name and attributes included): the value stays below this. */
const MAX_COOKIE_VALUE_LENGTH = 3_800;

export interface Touch {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  gclid?: string;
  gbraid?: string;
  wbraid?: string;
  fbclid?: string;
  msclkid?: string;
  referrer?: string;
  landingPath?: string;
  at: string;
}

export interface Attribution {
  first: Touch;
  last: Touch;
}

type TagKey = (typeof UTM_KEYS)[number] | (typeof CLICK_ID_KEYS)[number];
const camel = (key: TagKey) =>
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

/** The touch this request carries: UTM parameters, click ids or an outside referrer; null when it carries none. */
export function touchFromRequest(url: URL, referrer: string | null, now = new Date()): Touch | null {
  const touch: Touch = { at: now.toISOString() };
  for (const key of [...UTM_KEYS, ...CLICK_ID_KEYS]) {
    const value = url.searchParams.get(key);
    if (value && clean(value)) touch[camel(key)] = clean(value);
  }
  const ref = externalReferrer(referrer, url.host);
  if (ref) touch.referrer = ref;
  if (Object.keys(touch).length === 1) return null;
  touch.landingPath = clean(url.pathname);
  return touch;
}

/**
 * A page view's own UTM source, medium and campaign, cleaned as a touch keeps them ('' for none): the
 * landing-page visit counter files a visit under them, so visits and leads of one campaign meet in the
 * source report.
 */
export function campaignTagsOf(params: URLSearchParams): { utmSource: string; utmMedium: string; utmCampaign: string } {
  const tag = (key: (typeof UTM_KEYS)[number]) => clean(params.get(key) ?? "");
  return { utmSource: tag("utm_source"), utmMedium: tag("utm_medium"), utmCampaign: tag("utm_campaign") };
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

const withoutClickIds = (touch: Touch): Touch => {
  const kept = { ...touch };
  for (const key of CLICK_ID_KEYS) delete kept[camel(key)];
  return kept;
};

/**
 * The cookie value. Long campaign values and click ids could together pass
 * the browsers' cookie size limit, and such a cookie would be dropped with
 * everything in it: the first touch's click ids go first, then the first
 * touch itself (the last touch is what brought the lead).
 */
export function serializeAttribution(attribution: Attribution): string {
  const encode = (value: Attribution) => encodeURIComponent(JSON.stringify(value));
  const full = encode(attribution);
  if (full.length <= MAX_COOKIE_VALUE_LENGTH) return full;
  const shorter = encode({ first: withoutClickIds(attribution.first), last: attribution.last });
  if (shorter.length <= MAX_COOKIE_VALUE_LENGTH) return shorter;
  return encode({ first: attribution.last, last: attribution.last });
}

/**
 * `path?query` without the attribution parameters, the other parameters left
 * as they were: the address whose body a tagged visit gets, and the one a
 * form posts back to. Works on a bare `?query` (location.search) too.
 */
export function withoutAttributionParams(address: string): string {
  const start = address.indexOf("?");
  if (start === -1) return address;
  const kept = address
    .slice(start + 1)
    .split("&")
    .filter((part) => {
      const name = part.split("=", 1)[0]!;
      return !ATTRIBUTION_PARAMS.has(name);
    });
  return kept.length ? `${address.slice(0, start)}?${kept.join("&")}` : address.slice(0, start);
}

/** The first touch is kept forever; the last touch is replaced by every new one. */
export function mergeTouch(existing: Attribution | null, touch: Touch | null): Attribution | null {
  if (!touch) return existing;
  return { first: existing?.first ?? touch, last: touch };
}

type StoredTouch = Omit<Touch, "at"> & { at?: string };

/** The lead's attribution columns (decision 033; db/schema/leads.ts), from its first and last touch. */
export interface LeadAttributionColumns {
  gclid: string | null;
  gbraid: string | null;
  wbraid: string | null;
  fbclid: string | null;
  fbc: string | null;
  msclkid: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  landingPath: string | null;
  referrerHost: string | null;
}

/** The fbc column's size: a longer value would have to be cut, and a cut fbc is a wrong one. */
const MAX_FBC_LENGTH = 200;

/**
 * Meta's click value, `fb.1.<ms of the click>.<fbclid>` (the `_fbc` cookie's form): the time is the
 * visit that carried the fbclid, which the touch records. Null when the touch has no fbclid.
 */
export function fbcOf(touch: StoredTouch | null | undefined): string | null {
  if (!touch?.fbclid || !touch.at) return null;
  const ms = Date.parse(touch.at);
  if (!Number.isFinite(ms)) return null;
  const fbc = `fb.1.${ms}.${touch.fbclid}`;
  return fbc.length <= MAX_FBC_LENGTH ? fbc : null;
}

/** "www.google.com/search" (what a touch keeps of an outside referrer) -> "www.google.com". */
export function referrerHostOf(referrer: string | undefined): string | null {
  return referrer?.split("/", 1)[0] || null;
}

/**
 * Each click id from the last touch, else the first touch's (an ad click long ago still counts when
 * a later visit came without one); source / medium / campaign together from the last touch that has
 * any, else the first's, so a lead never mixes two campaigns; landing page and referrer from the
 * first touch (where the visitor came in). The migration's backfill (0008) applies the same rules.
 */
export function leadAttributionColumns(
  first: StoredTouch | null | undefined,
  last: StoredTouch | null | undefined,
): LeadAttributionColumns {
  const clickId = (key: (typeof CLICK_ID_KEYS)[number]) => last?.[key] ?? first?.[key] ?? null;
  const hasUtm = (touch: StoredTouch | null | undefined) =>
    !!(touch?.utmSource || touch?.utmMedium || touch?.utmCampaign);
  const utm = hasUtm(last) ? last : first;
  const fbTouch = last?.fbclid ? last : first;
  return {
    gclid: clickId("gclid"),
    gbraid: clickId("gbraid"),
    wbraid: clickId("wbraid"),
    fbclid: fbTouch?.fbclid ?? null,
    fbc: fbcOf(fbTouch),
    msclkid: clickId("msclkid"),
    utmSource: utm?.utmSource ?? null,
    utmMedium: utm?.utmMedium ?? null,
    utmCampaign: utm?.utmCampaign ?? null,
    landingPath: first?.landingPath ?? last?.landingPath ?? null,
    referrerHost: referrerHostOf(first?.referrer),
  };
}
