// Characters no person types into a form, shared by the form rules (schemas/text.ts) and code that stores
// request data it did not get through a form (attribution cookies). No Zod here: browser code imports it too.

// Control characters other than tab, newline and carriage return (NUL
// included): PostgreSQL rejects NUL in text, and none belong in a form field.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// Half of a UTF-16 surrogate pair on its own (JSON "\ud800"): not a character, and PostgreSQL refuses it in jsonb.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// What ends or splits a line: line breaks, tabs, the C1 controls (NEL among them) and the Unicode line and
// paragraph separators. A message may hold line breaks; a one-line field (a name, a phone, an address line) may
// not: it is written into e-mail headers and greetings, where a line break would let a visitor add lines of
// their own, in the company's voice.
const LINE_CHARACTERS = /[\t\n\r\u0080-\u009F\u2028\u2029]/;

/** Control characters or lone surrogates: nothing a person types, refused in every text field. */
export function hasInvalidCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value) || LONE_SURROGATE.test(value);
}

/** Line breaks, tabs or other line-splitting characters: refused in one-line fields. */
export function hasLineCharacters(value: string): boolean {
  return LINE_CHARACTERS.test(value);
}

/** `value` on one line: every line-splitting or control character becomes a space (for text written into a header). */
export function asOneLine(value: string): string {
  return withoutInvalidCharacters(value).replace(new RegExp(LINE_CHARACTERS, "g"), " ");
}

/** `value` without control characters and lone surrogates (for text the site writes itself from request data). */
export function withoutInvalidCharacters(value: string): string {
  return value.replace(new RegExp(CONTROL_CHARACTERS, "g"), "").replace(new RegExp(LONE_SURROGATE, "g"), "");
}
