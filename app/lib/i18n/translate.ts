import type { Locale } from "./locale";

/** Values put into a text's `{name}` placeholders. */
export type TextValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The `{name}` placeholders a text expects, in order: the parity test holds both languages to the same set. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/** "Call {phone}" with `{ phone: "(352) 555-0100" }` → "Call (352) 555-0100". A missing value stays visible. */
export function fill(text: string, values: TextValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A text that changes with a count: "1 pool" and "{count} pools". Both languages need only these two forms. */
export interface PluralText {
  one: string;
  other: string;
}

/**
 * The form of `text` for `count`, with `{count}` filled in. English and Spanish both use "one" for exactly 1 and
 * "other" for everything else (0, 2, 1.5), which is what Intl.PluralRules answers for them; the rule is written
 * out because the first Intl object a page makes starts ICU in the browser (see app/lib/text/plain-format.ts).
 */
export function plural(_locale: Locale, count: number, text: PluralText, values: TextValues = {}): string {
  return fill(count === 1 ? text.one : text.other, { count, ...values });
}
