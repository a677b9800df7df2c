// "4 lights", "600 pies cuadrados": an add-on's quantity with its unit, as the summary, the notes, the lead's lines
// and the e-mail write it. Apart from the price arithmetic (design-price.ts), which the designer's page loads only
// once a choice is made, while its summary writes these labels from the first paint.

/** A Spanish word in the plural: "luz" → "luces", "pie" → "pies", "lineal" → "lineales"; "m²" stays. */
function spanishPlural(word: string): string {
  if (!/^\p{L}+$/u.test(word)) return word;
  if (/z$/i.test(word)) return `${word.slice(0, -1)}ces`;
  return /[aeiouáéó]$/i.test(word) ? `${word}s` : `${word}es`;
}

/**
 * "4 lights", "1 light", "600 sq ft": a quantity with its unit. In Spanish every word of the unit takes the plural
 * up to a "de" ("4 luces", "600 pies cuadrados", "2 metros de cerca").
 */
export function quantityLabel(quantity: number, unitLabel: string | null, locale: "en" | "es" = "en"): string {
  if (!unitLabel) return String(quantity);
  if (locale === "es") {
    if (quantity === 1) return `${quantity} ${unitLabel}`;
    const words = unitLabel.split(" ");
    const ofAt = words.findIndex((word) => /^(de|del|por)$/i.test(word));
    return `${quantity} ${words.map((word, i) => (ofAt === -1 || i < ofAt ? spanishPlural(word) : word)).join(" ")}`;
  }
  // Measures ("sq ft", "linear ft") do not take an s; counted things do.
  const plural = quantity === 1 || /\b(ft|feet|in|yd|m)$/i.test(unitLabel) ? unitLabel : `${unitLabel}s`;
  return `${quantity} ${plural}`;
}
