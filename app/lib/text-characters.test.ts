import { describe, expect, it } from "vitest";
import { hasInvalidCharacters, withoutInvalidCharacters } from "./text-characters";

describe("invalid characters", () => {
  it("finds NUL, other control characters and half surrogate pairs, not tabs, newlines or emoji", () => {
    for (const bad of ["a\u0000b", "a\u001bb", "a\ud800b", "a\udc00", "\ud83c"])
      expect(hasInvalidCharacters(bad)).toBe(true);
    for (const good of ["Line one\nline two\tend\r", "Café 🏊 10×20", ""])
      expect(hasInvalidCharacters(good)).toBe(false);
  });

  it("removes them and keeps everything else", () => {
    expect(withoutInvalidCharacters("po\u0000ol \ud800🏊\udc00")).toBe("pool 🏊");
  });
});
