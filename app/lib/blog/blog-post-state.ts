// What staff are told about a post's publication: the end of the toast after
// a save, and the sentence of the edit page and the preview banner.
import { formatScheduledFor } from "./blog-schedule";

export interface PostPublication {
  status: string;
  scheduledFor: Date | null;
  /** Whether readers can see it now (publiclyVisiblePost). */
  live: boolean;
}

type State = { kind: "live" } | { kind: "scheduled"; when: string } | { kind: "future" } | { kind: "draft" };

function stateOf(post: PostPublication): State {
  if (post.live) return { kind: "live" };
  if (post.status === "scheduled" && post.scheduledFor) {
    return { kind: "scheduled", when: formatScheduledFor(post.scheduledFor) };
  }
  return post.status === "published" ? { kind: "future" } : { kind: "draft" };
}

/** The end of "Post "…" created …" / "saved …": "as a draft", "and published", "and scheduled for Mon, Mar 10, 2026, 9:00 AM". */
export function saveOutcome(post: PostPublication): string {
  const state = stateOf(post);
  switch (state.kind) {
    case "live":
      return "and published";
    case "scheduled":
      return `and scheduled for ${state.when}`;
    case "future":
      return "and published with a future date";
    default:
      return "as a draft";
  }
}

/** Where the post stands for readers, as one sentence. */
export function publicationSentence(post: PostPublication): string {
  const state = stateOf(post);
  switch (state.kind) {
    case "live":
      return "It is on the blog.";
    case "scheduled":
      return `It is scheduled for ${state.when} (New York time): readers cannot see it yet.`;
    case "future":
      return "It is published with a future date: readers cannot see it yet.";
    default:
      return "It is a draft: readers cannot see it yet.";
  }
}
