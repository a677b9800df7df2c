import { describe, expect, it } from "vitest";
import { fallbackLang, hasSpanish, inLanguage, listInLanguage } from "./staff-content";

describe("staff content in a language", () => {
  it("shows the Spanish version on a Spanish page when there is one", () => {
    expect(inLanguage("es", "Heat pump", "Bomba de calor")).toBe("Bomba de calor");
    expect(inLanguage("es", "Heat pump", "  ")).toBe("Heat pump");
    expect(inLanguage("es", "Heat pump", null)).toBe("Heat pump");
    expect(inLanguage("en", "Heat pump", "Bomba de calor")).toBe("Heat pump");
  });

  it("takes a Spanish list only when it has items", () => {
    expect(listInLanguage("es", ["Tanning ledge"], ["Repisa para tomar el sol"])).toEqual(["Repisa para tomar el sol"]);
    expect(listInLanguage("es", ["Tanning ledge"], [])).toEqual(["Tanning ledge"]);
    expect(listInLanguage("en", ["Tanning ledge"], ["Repisa"])).toEqual(["Tanning ledge"]);
  });

  it("counts a page translated only when all its main fields are", () => {
    expect(hasSpanish("Título", "<p>Contenido</p>")).toBe(true);
    expect(hasSpanish("Título", "")).toBe(false);
    expect(hasSpanish(null)).toBe(false);
  });

  it("marks the English a Spanish page falls back to as English, and nothing else", () => {
    expect(fallbackLang("es", null)).toBe("en-US");
    expect(fallbackLang("es", " ")).toBe("en-US");
    expect(fallbackLang("es", [])).toBe("en-US");
    expect(fallbackLang("es", "Bomba de calor")).toBeUndefined();
    expect(fallbackLang("es", ["Repisa para tomar el sol"])).toBeUndefined();
    expect(fallbackLang("en", null)).toBeUndefined();
  });
});
