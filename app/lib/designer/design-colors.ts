// A manufacturer can make the same color name in more than one collection (Latham's Sapphire Blue is a Crystal
// and a Classic finish, two different shells). The designer keeps one color in its address by a name, so a name
// made in several collections carries its collection: "Sapphire Blue (Classic)". A name made once stays bare, so
// the addresses already shared keep reading.

export interface FinishColorFacts {
  name: string;
  series: string | null;
}

export type FinishColorChoice<T extends FinishColorFacts> = T & {
  /** What the address, the summary and a sent design hold. */
  value: string;
  /** The collection to name beside the color (null: the name alone is unique). */
  collection: string | null;
};

const key = (text: string) => text.trim().toLowerCase();

/** A manufacturer's colors as the designer offers them, each with a value unique among them. */
export function finishColorChoices<T extends FinishColorFacts>(colors: readonly T[]): FinishColorChoice<T>[] {
  const counts = new Map<string, number>();
  for (const color of colors) counts.set(key(color.name), (counts.get(key(color.name)) ?? 0) + 1);
  return colors.map((color) => {
    const collection = (counts.get(key(color.name)) ?? 0) > 1 && color.series ? color.series : null;
    return { ...color, collection, value: collection ? `${color.name} (${collection})` : color.name };
  });
}

/**
 * The choice an address names: its value, or else a bare name (a name made in several collections, given without
 * one, is its first collection's).
 */
export function findFinishColor<T extends FinishColorFacts>(
  choices: readonly FinishColorChoice<T>[],
  wanted: string,
): FinishColorChoice<T> | undefined {
  const text = key(wanted);
  return choices.find((c) => key(c.value) === text) ?? choices.find((c) => key(c.name) === text);
}
