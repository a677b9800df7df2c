import { describe, expect, it } from "vitest";
import { publicationSentence, saveOutcome } from "./blog-post-state";

describe("what staff are told about a post", () => {
  const at = new Date("2026-03-10T13:00:00Z");
  it.each([
    [{ status: "draft", scheduledFor: null, live: false }, "as a draft", "It is a draft: readers cannot see it yet."],
    [{ status: "published", scheduledFor: null, live: true }, "and published", "It is on the blog."],
    [
      { status: "scheduled", scheduledFor: at, live: false },
      "and scheduled for Tue, Mar 10, 2026, 9:00 AM",
      "It is scheduled for Tue, Mar 10, 2026, 9:00 AM (New York time): readers cannot see it yet.",
    ],
    // A scheduled post whose time has come is simply published.
    [{ status: "scheduled", scheduledFor: at, live: true }, "and published", "It is on the blog."],
  ])("%o", (post, outcome, sentence) => {
    expect(saveOutcome(post)).toBe(outcome);
    expect(publicationSentence(post)).toBe(sentence);
  });
});
