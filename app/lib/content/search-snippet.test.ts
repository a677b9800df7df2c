import { describe, expect, it } from "vitest";
import { lengthAdvice, snippetBreadcrumb, snippetText } from "./search-snippet";

describe("search result snippet", () => {
  it("advises on length", () => {
    expect(lengthAdvice(0, 60)).toBe("empty");
    expect(lengthAdvice(60, 60)).toBe("good");
    expect(lengthAdvice(61, 60)).toBe("too-long");
  });

  it("cuts long text at a word with an ellipsis, and leaves short text alone", () => {
    expect(snippetText("  Pool  care\nin July ", 60)).toBe("Pool care in July");
    const cut = snippetText("Fiberglass pools in Florida: costs, permits and installation explained", 40);
    expect(cut).toBe("Fiberglass pools in Florida: costs,…");
    expect(cut.length).toBeLessThanOrEqual(40);
    // One long word is cut inside the word rather than left empty.
    expect(snippetText("a".repeat(80), 10)).toBe(`${"a".repeat(9)}…`);
  });

  it("shows the address as a breadcrumb", () => {
    expect(snippetBreadcrumb("https://www.example.com", "/blog/pool-care")).toBe("example.com › blog › pool-care");
    expect(snippetBreadcrumb("http://localhost:3000", "/blog")).toBe("localhost:3000 › blog");
  });
});
