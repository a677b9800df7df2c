import { describe, expect, it } from "vitest";
import { sentAfterText } from "./form-timing";

describe("sentAfterText", () => {
  it("says a quick send in tenths of a second, and that autofill may explain it", () => {
    expect(sentAfterText(200)).toBe(
      "Sent 0.2 s after the page opened (quicker than typing: the browser may have filled it in)",
    );
    expect(sentAfterText(0)).toMatch(/^Sent 0\.0 s after the page opened/);
  });

  it("says longer times in the unit that reads best", () => {
    expect(sentAfterText(2_000)).toBe("Sent 2.0 s after the page opened");
    expect(sentAfterText(45_300)).toBe("Sent 45 s after the page opened");
    expect(sentAfterText(12 * 60_000 + 5_000)).toBe("Sent 12 min after the page opened");
    expect(sentAfterText(5 * 3_600_000)).toBe("Sent 5 h after the page opened");
    expect(sentAfterText(3 * 24 * 3_600_000)).toBe("Sent 3 days after the page opened");
  });

  it("says nothing without a genuine token", () => {
    expect(sentAfterText(null)).toBeNull();
    expect(sentAfterText(undefined)).toBeNull();
  });
});
