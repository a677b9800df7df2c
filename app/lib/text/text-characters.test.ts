import { describe, expect, it } from "vitest";
import { asOneLine, hasInvalidCharacters, hasLineCharacters, withoutInvalidCharacters } from "./text-characters";

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

describe("line characters", () => {
  it("finds line breaks, tabs, NEL and the Unicode line separators, not spaces or accents", () => {
    for (const bad of ["a\nb", "a\rb", "a\tb", "a\u0085b", "a\u2028b", "a\u2029b"])
      expect(hasLineCharacters(bad)).toBe(true);
    for (const good of ["Ana María O'Neil-Smith", "(561) 555-0100 ext. 2", ""])
      expect(hasLineCharacters(good)).toBe(false);
  });

  it("puts text on one line for a header", () => {
    expect(asOneLine("Jo,\r\nBcc: x@evil.example\u0000")).toBe("Jo,  Bcc: x@evil.example");
  });
});
