export const WORDS_PER_MINUTE = 200;

/** Text of an HTML fragment without tags or entities, for word counts and snippets. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&[#\w]+;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Reading time in whole minutes: words / 200, rounded up (at least 1 for any text). */
export function readingTimeMinutes(html: string): number {
  const text = htmlToText(html);
  if (!text) return 0;
  return Math.ceil(text.split(" ").length / WORDS_PER_MINUTE);
}
