// Characters no person types into a form, shared by the form rules (schemas/text.ts) and code that stores
// request data it did not get through a form (attribution cookies). No Zod here: browser code imports it too.

// Control characters other than tab, newline and carriage return (NUL
// included): PostgreSQL rejects NUL in text, and none belong in a form field.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// Half of a UTF-16 surrogate pair on its own (JSON "\ud800"): not a character, and PostgreSQL refuses it in jsonb.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Control characters or lone surrogates: nothing a person types, refused in every text field. */
export function hasInvalidCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value) || LONE_SURROGATE.test(value);
}

/** `value` without control characters and lone surrogates (for text the site writes itself from request data). */
export function withoutInvalidCharacters(value: string): string {
  return value.replace(new RegExp(CONTROL_CHARACTERS, "g"), "").replace(new RegExp(LONE_SURROGATE, "g"), "");
}
