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
