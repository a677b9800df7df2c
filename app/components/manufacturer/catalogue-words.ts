import { formatThousands } from "~/lib/catalogue/pool-display";
import { type PluralText, plural } from "~/lib/i18n/translate";

// The catalogue stores sizes and shapes as English words ("Small", "Rectangle"); the pages show them in the
// reader's language from the poolPanel texts, and a word the texts do not name yet as it is stored.

export type WordNames = Readonly<Record<string, string>>;

/** A size category in the reader's words: "Small" → "Pequeña". */
export function sizeName(names: WordNames, size: string): string {
  return names[size] ?? size;
}

/** A shape in the reader's words, lower case for inside a sentence: "Rectangle" → "rectangular". */
export function shapeName(names: WordNames, shape: string): string {
  return names[shape] ?? shape.toLowerCase();
}

/** A shape as a name of its own (a title, a list): "Rectangle" → "Rectangular". */
export function shapeTitle(names: WordNames, shape: string): string {
  const word = names[shape];
  return word ? word.charAt(0).toUpperCase() + word.slice(1) : shape;
}

/** 7700 → "7,700 gallons" / "7,700 galones" (the poolPanel `gallons` text); non-finite gives "". */
export function gallonsIn(text: PluralText, gallons: number): string {
  if (!Number.isFinite(gallons)) return "";
  const rounded = Math.round(gallons);
  return plural("en", rounded, text, { count: formatThousands(rounded) });
}
