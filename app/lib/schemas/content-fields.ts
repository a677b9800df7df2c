// Field builders for the staff area's content forms (financing partners, FAQ,
// resources, and later pools, blog and landing pages). A field accepts what a
// form posts (text) and what a JSON client or a test sends (numbers, arrays,
// booleans), so the browser, the route action and an /api handler parse alike.
import { z } from "./zod";
import { cleanText, INVALID_CHARACTERS_MESSAGE, lineText } from "./text";
import { hasInvalidCharacters } from "~/lib/text/text-characters";

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** Required trimmed text: blank gets `requiredMessage`, too long gets `tooLongMessage`. */
export function requiredText(
  max: number,
  requiredMessage: string,
  tooLongMessage = `Must be at most ${max} characters`,
) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? "" : v),
    cleanText(max, tooLongMessage).pipe(z.string().min(1, requiredMessage)),
  );
}

/** requiredText on one line: a name or an address line, which e-mails write into headers and greetings. */
export function requiredLine(
  max: number,
  requiredMessage: string,
  tooLongMessage = `Must be at most ${max} characters`,
) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? "" : v),
    lineText(max, tooLongMessage).pipe(z.string().min(1, requiredMessage)),
  );
}

interface NumberOptions {
  min: number;
  max: number;
  /** Shown for anything that is not a number in range. */
  message: string;
  /** Shown when the field is blank (required fields only); defaults to `message`. */
  requiredMessage?: string;
}

/** Form text of a number: "$5,000" and "6.99%" are read as 5000 and 6.99. */
function numberText(v: unknown): unknown {
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : "x";
  if (typeof v !== "string") return v;
  return v
    .trim()
    .replace(/^\$\s*/, "")
    .replace(/\s*%$/, "")
    .replace(/,/g, "");
}

function wholeNumberSchema({ min, max, message, requiredMessage }: NumberOptions) {
  return z
    .string({ error: requiredMessage ?? message })
    .regex(/^-?\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
}

/** A required whole number from min to max. */
export function wholeNumber(options: NumberOptions) {
  return z.preprocess((v) => (isBlank(v) ? undefined : numberText(v)), wholeNumberSchema(options));
}

/** An optional whole number from min to max; blank is undefined. */
export function optionalWholeNumber(options: NumberOptions) {
  return z.preprocess((v) => (isBlank(v) ? undefined : numberText(v)), wholeNumberSchema(options).optional());
}

/** A rate in percent with at most two decimals, from 0 to 99.99 (a numeric(5,2) column). */
function percentSchema(message: string, requiredMessage?: string) {
  return z
    .string({ error: requiredMessage ?? message })
    .regex(/^\d{1,2}(\.\d{1,2})?$|^\.\d{1,2}$/, message)
    .transform(Number);
}

export function percent(message: string, requiredMessage?: string) {
  return z.preprocess((v) => (isBlank(v) ? undefined : numberText(v)), percentSchema(message, requiredMessage));
}

export function optionalPercent(message: string) {
  return z.preprocess((v) => (isBlank(v) ? undefined : numberText(v)), percentSchema(message).optional());
}

/** A checkbox: checked posts "on"; unchecked posts nothing. */
export const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true" || v === "1", z.boolean());

interface ListOptions {
  /** What separates items in the text area: new lines, or new lines and commas. */
  separator: "line" | "line-or-comma";
  maxItems: number;
  maxItemLength: number;
  tooManyMessage: string;
  itemTooLongMessage: string;
  /** Drop repeated items (compared case-insensitively), keeping the first. */
  unique?: boolean;
}

/** Splits a text area into trimmed, non-empty items. */
export function splitList(text: string, separator: ListOptions["separator"]): string[] {
  const pattern = separator === "line" ? /\r\n|\r|\n/ : /\r\n|\r|\n|,/;
  return text
    .split(pattern)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A list typed one item per line (or comma separated); an array is taken as it is. */
export function textList({
  separator,
  maxItems,
  maxItemLength,
  tooManyMessage,
  itemTooLongMessage,
  unique,
}: ListOptions) {
  return z.preprocess(
    (v) => {
      if (v === undefined || v === null) return [];
      if (Array.isArray(v))
        return v.map((item) => (typeof item === "string" ? item.trim() : item)).filter((i) => i !== "");
      return typeof v === "string" ? splitList(v, separator) : v;
    },
    z
      .array(z.string(), { error: itemTooLongMessage })
      .refine((items) => items.every((item) => !hasInvalidCharacters(item)), INVALID_CHARACTERS_MESSAGE)
      .refine((items) => items.every((item) => item.length <= maxItemLength), itemTooLongMessage)
      .transform((items) => {
        if (!unique) return items;
        const seen = new Set<string>();
        return items.filter((item) => {
          const key = item.toLowerCase();
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        });
      })
      .pipe(z.array(z.string()).max(maxItems, tooManyMessage)),
  );
}

/** Whether text is an absolute https:// address with a host (never javascript:, data: or http:). */
export function isHttpsUrl(text: string): boolean {
  if (!/^https:\/\//i.test(text) || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === "https:" && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** An optional https:// address of at most max characters; blank is undefined. */
export function optionalHttpsUrl(max: number, message: string) {
  return z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    cleanText(max, message)
      .refine((v) => isHttpsUrl(v), message)
      .optional(),
  );
}

export const DISPLAY_ORDER_MAX = 9999;
export const DISPLAY_ORDER_MESSAGE = `Display order must be a whole number from 0 to ${DISPLAY_ORDER_MAX}`;

/** Position in public lists (lower first); blank means "after the others" (the model picks the number). */
export const displayOrder = optionalWholeNumber({ min: 0, max: DISPLAY_ORDER_MAX, message: DISPLAY_ORDER_MESSAGE });
