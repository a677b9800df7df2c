import { describe, expect, it } from "vitest";
import { htmlToText, readingTimeMinutes } from "./reading-time";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("readingTimeMinutes", () => {
  it("is words / 200 rounded up", () => {
    expect(readingTimeMinutes(words(1))).toBe(1);
    expect(readingTimeMinutes(words(200))).toBe(1);
    expect(readingTimeMinutes(words(201))).toBe(2);
    expect(readingTimeMinutes(words(1000))).toBe(5);
  });

  it("counts words of the text, not of the markup", () => {
    expect(readingTimeMinutes(`<p class="x y z">${words(200)}</p><p>${words(1)}</p>`)).toBe(2);
  });

  it("is 0 for empty content", () => {
    expect(readingTimeMinutes("")).toBe(0);
    expect(readingTimeMinutes("<p> </p>")).toBe(0);
  });
});

describe("htmlToText", () => {
  it("drops tags, scripts and entities", () => {
    expect(htmlToText("<h2>Hi</h2><script>alert(1)</script><p>there&amp;</p>")).toBe("Hi there");
  });
});
