// Server side of the consultation pages (decision 031): what the slot picker is
// given, which office a lead starts at, and the lead a lead token names.
import type { Database } from "#db/index.server.ts";
import type { AppConfig } from "~/context";
import { findBooking, queueBookingLinkEmail } from "~/models/consultations.server";
import { consumeRateLimits } from "~/models/rate-limits.server";
import { addressKey } from "~/services/leads/lead-intake.server";
import { CACHE_NONE } from "~/lib/http/http.server";
import { OFFICE_IDS, type OfficeId, findOfficeLocation, isOfficeId } from "~/lib/company/offices";
import {
  issueLeadToken,
  issueWithheldLeadToken,
  leadOfIssuedToken,
  leadTokenAllows,
  readIssuedBookingToken,
} from "~/lib/consultations/consultation-links.server";
import type { PickerSlot, SlotPickerData } from "~/lib/consultations/consultation-picker";
import {
  BOOKING_WINDOW_DAYS,
  type ConsultationSlot,
  formatSlotDay,
  formatSlotTime,
} from "~/lib/consultations/consultation-slots";
import { officeWallClock } from "~/lib/company/office-time";
import type { Locale } from "~/lib/i18n/locale";
import { fill } from "~/lib/i18n/translate";
import { type ConsultationTexts, consultationTexts } from "~/content/texts/consultation.server";

/** What a visitor is told when a booking, move or cancellation is refused, in the page's language. */
export function refusalText(locale: Locale, reason: keyof ConsultationTexts["refusals"]): string {
  return fill(consultationTexts[locale].refusals[reason], { days: BOOKING_WINDOW_DAYS });
}

/** A slot as the picker shows it, its day and times in the page's language ("lunes 9 de marzo", "9:00 a. m."). */
const toPickerSlot = (slot: ConsultationSlot, locale: Locale): PickerSlot =>
  locale === "en"
    ? { start: slot.start.toISOString(), dayLabel: slot.dayLabel, startLabel: slot.startLabel, endLabel: slot.endLabel }
    : {
        start: slot.start.toISOString(),
        dayLabel: formatSlotDay(slot.date, locale),
        startLabel: formatSlotTime(officeWallClock(slot.start).time, locale),
        endLabel: formatSlotTime(officeWallClock(slot.end).time, locale),
      };

export function pickerData(
  officeId: OfficeId,
  slots: readonly ConsultationSlot[],
  message?: string,
  locale: Locale = "en",
): SlotPickerData {
  return { officeId, slots: slots.map((slot) => toPickerSlot(slot, locale)), ...(message ? { message } : {}) };
}

/**
 * The office a picker starts at: the one asked for, else the nearest office the estimate form sent
 * (its branch label, as the header found it), else the first office.
 */
export function startingOffice(asked: string | null | undefined, branchLabel?: string | null): OfficeId {
  if (isOfficeId(asked)) return asked;
  return findOfficeLocation(branchLabel)?.id ?? OFFICE_IDS[0]!;
}

/**
 * The lead a lead token was issued for, when it is genuine and unexpired; null otherwise. The token's
 * first part is the lead id; leadTokenAllows checks signature and expiry for it.
 */
export function leadOfToken(token: string | null | undefined, secret: string, now = new Date()): number | null {
  if (typeof token !== "string") return null;
  const id = Number(token.split(".")[0]);
  return Number.isSafeInteger(id) && id > 0 && leadTokenAllows(token, id, secret, now) ? id : null;
}

/**
 * The lead of a token a lead's answer carried (offeredLeadToken), bookable or not: for showing the offer the same
 * way to both. Only leadOfToken lets a booking through.
 */
export function leadOfOfferedToken(token: string | null | undefined, secret: string, now = new Date()): number | null {
  return typeof token === "string" ? leadOfIssuedToken(token, secret, now) : null;
}

/**
 * The lead token a lead's answer carries: one that books for a real lead, one of the same form that books nothing
 * for spam (answered like any stored lead, so a bot learns nothing from it).
 */
export function offeredLeadToken(lead: { id: number; spam: boolean }, secret: string): string {
  return lead.spam ? issueWithheldLeadToken(lead.id, secret) : issueLeadToken(lead.id, secret);
}

/**
 * Booking attempts per client address and hour, unless BOOKING_RATE_LIMIT_PER_HOUR says otherwise: a visitor needs
 * a few; a script hammering slots is stopped.
 */
export const BOOKING_ATTEMPTS_PER_HOUR = 30;

/** What the booking limits read from the app's settings. */
type BookingLimitConfig = Pick<AppConfig, "sessionSecret" | "bookingRateLimitPerHour">;
/**
 * Moves and cancellations of one booking a day, from any address: a visitor changes a time once or twice, and
 * each change e-mails the visitor and the office, so more than this is a script, not a person.
 */
export const BOOKING_CHANGES_PER_DAY = 10;
export const BOOKING_RATE_LIMIT_MESSAGE = "Too many attempts. Please try again later or call us.";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The address's booking counter, keyed by the salted hash lead intake keys its own with. */
function addressLimit(config: BookingLimitConfig, clientIp: string) {
  const key = `consultation:${addressKey(clientIp, config.sessionSecret)}`;
  return { key, limit: config.bookingRateLimitPerHour, windowMs: HOUR_MS };
}

/** The seconds to wait when any of the limits is over, else null. */
async function takeLimits(db: Database, events: Parameters<typeof consumeRateLimits>[1]): Promise<number | null> {
  const results = await consumeRateLimits(db, events);
  const over = results.filter((result) => !result.allowed);
  return over.length ? Math.max(...over.map((result) => result.retryAfterSeconds)) : null;
}

/**
 * Counts one booking attempt (the API and the pages share the count per address). The seconds to wait when over
 * the limit, else null.
 */
export async function takeBookingAttempt(
  db: Database,
  config: BookingLimitConfig,
  clientIp: string,
): Promise<number | null> {
  return takeLimits(db, [addressLimit(config, clientIp)]);
}

/**
 * Counts one move or cancellation of a booking through its link: against the address's booking attempts (the
 * same count as booking) and against the booking's own changes of the day, so neither one address nor many
 * addresses sharing a link can make the site send mail after mail. The seconds to wait when over, else null.
 */
export async function takeBookingChange(
  db: Database,
  config: BookingLimitConfig,
  clientIp: string,
  bookingId: number,
): Promise<number | null> {
  return takeLimits(db, [
    addressLimit(config, clientIp),
    { key: `consultation-change:${bookingId}`, limit: BOOKING_CHANGES_PER_DAY, windowMs: DAY_MS },
  ]);
}

/**
 * E-mails of a booking's current link a day, asked from its earlier links: a visitor who lost the new link asks
 * once or twice; more would only fill their inbox.
 */
export const BOOKING_LINK_RESENDS_PER_DAY = 3;
/**
 * The answer to "Send my link again", whatever the link was: a moved booking's, a cancelled one's, an unknown or
 * forged one. The dead-link page already tells them apart no further, so neither does this.
 */
export const LINK_RESEND_MESSAGE =
  "If this consultation is still booked, we have e-mailed its current link to the address it was booked with.";

/**
 * "Send my link again" from a dead link: queues the visitor's e-mail with the booking's current link, to the
 * booking's own address, when the link is one we signed (expired or not: an earlier time may be over) for a
 * booking still booked and not yet over. A forged link names no booking and sends nothing. Counted against the
 * address's booking attempts (the same count as booking and changes), whatever the link: the seconds to wait when
 * over, else null. A booking's own daily limit is kept silently, so the answer never tells a real booking's link
 * from any other.
 */
export async function resendBookingLink(
  db: Database,
  config: BookingLimitConfig,
  clientIp: string,
  token: string,
  now = new Date(),
): Promise<number | null> {
  const retryAfter = await takeLimits(db, [addressLimit(config, clientIp)]);
  if (retryAfter !== null) return retryAfter;
  const secret = config.sessionSecret;
  const claim = readIssuedBookingToken(token, secret);
  const booking = claim ? await findBooking(db, claim.bookingId) : undefined;
  if (!claim || !booking || booking.status !== "booked" || claim.tokenVersion > booking.tokenVersion) return null;
  if (booking.slotEnd.getTime() <= now.getTime()) return null;
  const perBooking = {
    key: `consultation-resend:${booking.id}`,
    limit: BOOKING_LINK_RESENDS_PER_DAY,
    windowMs: DAY_MS,
  };
  if ((await takeLimits(db, [perBooking])) === null) await queueBookingLinkEmail(db, booking);
  return null;
}

/** The visitor's booking pages carry a signed link: never stored by the response cache, never indexed. */
export const PRIVATE_PAGE_HEADERS = {
  "Cache-Control": CACHE_NONE,
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "strict-origin",
} as const;
