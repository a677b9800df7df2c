// Days and times as only English writes them ("Monday", "Mon-Fri", "9AM", "4:00 PM"): a Spanish page or e-mail
// that shows one has let an English hours line or time through. Short day names count only in a range or before a
// colon ("Mon-Fri", "Sat:"), so a model or brand name such as "Sun Deck" is not taken for a day.

const DAY = "Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday";
const SHORT_DAY = "Mon|Tue|Wed|Thu|Fri|Sat|Sun";
const ENGLISH_CLOCK = new RegExp(
  [
    `\\b(?:${DAY})\\b`,
    `\\b(?:${SHORT_DAY})\\s?[-–]\\s?(?:${SHORT_DAY})\\b`,
    `\\b(?:${SHORT_DAY}):`,
    `\\b\\d{1,2}(?::\\d\\d)?\\s?[AP]\\.?M\\b\\.?`,
  ].join("|"),
  "g",
);

/** The English days and times in a text (none in a Spanish one). */
export function englishClockWords(text: string): string[] {
  return [...text.matchAll(ENGLISH_CLOCK)].map((match) => match[0]);
}
