// The comparison's rules keep English words of their own (to read and test on their own); the English page shows
// the compare texts' words. They must be the same words.
import { describe, expect, it } from "vitest";
import { ENGLISH_COMPARE_WORDS, ENGLISH_DROPPED_WORDS } from "~/lib/catalogue/pool-compare";
import { compareTexts } from "./compare.server";

describe("the comparison's English words", () => {
  it("are the English compare texts", () => {
    const { rows, dropped } = compareTexts.en;
    expect(ENGLISH_COMPARE_WORDS).toMatchObject(rows);
    expect(ENGLISH_DROPPED_WORDS).toMatchObject(dropped);
  });
});
