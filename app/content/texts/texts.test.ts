// Nothing goes untranslated unnoticed: every area's Spanish texts have the English ones' keys and placeholders,
// and differ from them unless the text is a name or a figure that is the same in both languages.
import { describe, expect, it } from "vitest";
import { placeholdersOf } from "~/lib/i18n/translate";
import type { AreaTexts, TextArea } from "~/lib/i18n/texts";
import { SAME_IN_BOTH_LANGUAGES } from "./same-in-both-languages";

const modules = import.meta.glob<Record<string, unknown>>("./*.server.ts", { eager: true });

const areas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.values(exports)
    .filter((value): value is AreaTexts<TextArea> => typeof value === "object" && value !== null && "area" in value)
    .map((texts) => ({ file, texts })),
);

/** Every string of a text tree with its key path ("errors.tryAgain", "steps.2.title"). */
function leaves(value: unknown, path = ""): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === "string") found.set(path, value);
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      for (const [childPath, text] of leaves(child, path ? `${path}.${key}` : key)) found.set(childPath, text);
    }
  }
  return found;
}

describe("the site's texts", () => {
  it("are found", () => {
    expect(areas.length).toBeGreaterThan(0);
    const names = areas.map(({ texts }) => texts.area);
    expect(new Set(names).size, "two modules define the same area").toBe(names.length);
  });

  for (const { file, texts } of areas) {
    describe(`${texts.area} (${file})`, () => {
      const english = leaves(texts.en);
      const spanish = leaves(texts.es);

      it("have the same keys in both languages", () => {
        expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
      });

      it("have the same placeholders in both languages", () => {
        for (const [key, text] of english) {
          expect(placeholdersOf(spanish.get(key) ?? "").sort(), key).toEqual(placeholdersOf(text).sort());
        }
      });

      it("are translated", () => {
        const untranslated = [...english]
          .filter(([key, text]) => spanish.get(key) === text && text.trim() !== "" && !SAME_IN_BOTH_LANGUAGES.has(text))
          .map(([key, text]) => `${key}: ${text}`);
        expect(untranslated).toEqual([]);
      });
    });
  }
});
