// English prose a Spanish page lets through: a piece of text with two or more of the words that only English
// writes ("the", "with", "your", "show"...). Spanish has none of them, while names, figures and the English words
// Florida Spanish uses as they are ("spa", "gelcoat", "plunge") carry at most one, so the check reads any text, not
// only the site's own dictionary: staff content, seed data and a label written straight into a component alike.

const ENGLISH_ONLY_WORDS = new Set(
  (
    "the and with your our you of is are for from this that will it we they to be by was have more less show " +
    "which what how about into only their its can get see all or at on were been would could should"
  ).split(" "),
);

/** Names whose English words are part of the name ("The Villages", a place the Ocala office serves). */
const ENGLISH_NAMES = /\bThe Villages\b/g;

/** Addresses, whose words are a page's name in its address, not prose ("/es/blog/how-to-finance-a-pool-florida"). */
const ADDRESSES = /\bhttps?:\/\/\S+|(?<![\p{L}\p{N}])\/[\w\-/?=&%.#]+/gu;

/** The English-only words of a piece of text, each once. */
export function englishOnlyWords(text: string): string[] {
  const words = text
    .replace(ADDRESSES, " ")
    .replace(ENGLISH_NAMES, " ")
    .toLowerCase()
    .match(/\p{L}+(?:'\p{L}+)?/gu);
  return [...new Set((words ?? []).filter((word) => ENGLISH_ONLY_WORDS.has(word)))];
}

/** Whether a piece of text reads as English prose. */
export const isEnglishProse = (text: string) => englishOnlyWords(text).length >= 2;

/** The lines of a text (an e-mail, a calendar entry) that read as English prose. */
export const englishProseIn = (text: string) => text.split(/\r?\n/).filter(isEnglishProse);
