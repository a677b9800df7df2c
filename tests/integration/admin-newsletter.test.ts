import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, newsletterIssues } from "#db/schema/index.ts";
import { NEWSLETTER_ISSUE_MESSAGES } from "~/lib/schemas/newsletter-issue";
import {
  NEWSLETTER_SEND_JOB,
  NEWSLETTER_SEND_MESSAGES,
  NEWSLETTER_TEST_JOB,
} from "~/lib/newsletter/newsletter-sending";
import { decodeHtml } from "../support/html.ts";
import { getTestApp } from "../setup/test-app.ts";
import {
  clearNewsletter,
  deletePosts,
  insertNewsletterPosts,
  insertSubscribers,
  issueRow,
  recordingMailer,
  runNewsletterJobs,
} from "../support/newsletter.ts";
import { pageText, signedInStaffOfEveryRole, staffPost, staffRequest } from "../support/staff-sessions.ts";

// Staff write an issue of the newsletter, preview it, send themselves a test and send it to the list.

const LIST = "/admin/newsletter";
const staff = signedInStaffOfEveryRole();
let posts: Awaited<ReturnType<typeof insertNewsletterPosts>>;

beforeAll(async () => {
  posts = await insertNewsletterPosts("Editor test");
});
beforeEach(clearNewsletter);
afterAll(async () => {
  await clearNewsletter();
  await deletePosts([posts.heating.id, posts.colors.id, posts.draft.id]);
});

function issueFields(overrides: Record<string, string> = {}) {
  return {
    subject: "Pool tips for March",
    intro: "Spring is here.\n\nThree things to do before you swim.",
    post1: "",
    post2: String(posts.colors.id),
    post3: "",
    post4: String(posts.heating.id),
    post5: "",
    post6: "",
    ...overrides,
  };
}

async function issueCount() {
  const { db } = await getTestApp();
  return (await db.select({ id: newsletterIssues.id }).from(newsletterIssues)).length;
}

/** Creates a draft through the form; returns its id. */
async function createDraft(overrides: Record<string, string> = {}) {
  const response = await staffPost(`${LIST}/new`, staff.operations.cookie, issueFields(overrides));
  expect(response.status).toBe(302);
  const match = /^\/admin\/newsletter\/(\d+)$/.exec(response.headers.get("location") ?? "");
  expect(match).not.toBeNull();
  return Number(match![1]);
}

describe("writing an issue", () => {
  it("saves a draft with the posts in the order of their places, and lists it newest first", async () => {
    const first = await createDraft({ subject: "Older issue" });
    const id = await createDraft();
    expect(await issueRow(id)).toMatchObject({
      subject: "Pool tips for March",
      intro: "Spring is here.\n\nThree things to do before you swim.",
      postIds: [posts.colors.id, posts.heating.id],
      status: "draft",
      createdById: staff.operations.id,
    });
    const list = await pageText(await staffRequest(LIST, staff.operations.cookie));
    expect(list.indexOf("Pool tips for March")).toBeLessThan(list.indexOf("Older issue"));
    expect(list).toContain(`href="${LIST}/${first}"`);
    expect(list).toContain("Draft");

    const edit = await staffPost(`${LIST}/${id}`, staff.admin.cookie, {
      ...issueFields({ subject: "Pool tips for April", post1: String(posts.heating.id), post4: "" }),
      intent: "update",
    });
    expect(edit.status).toBe(302);
    expect(await issueRow(id)).toMatchObject({
      subject: "Pool tips for April",
      postIds: [posts.heating.id, posts.colors.id],
    });
  });

  it("refuses bad input with a message at each field, keeps what was typed, and saves nothing", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ subject: "  " }, "subject", NEWSLETTER_ISSUE_MESSAGES.subjectRequired],
      [{ subject: "Two\nlines" }, "subject", "must be on one line"],
      [{ subject: "x".repeat(201) }, "subject", NEWSLETTER_ISSUE_MESSAGES.subjectTooLong],
      [{ intro: "" }, "intro", NEWSLETTER_ISSUE_MESSAGES.introRequired],
      [{ intro: "x".repeat(5001) }, "intro", NEWSLETTER_ISSUE_MESSAGES.introTooLong],
      [{ post5: String(posts.colors.id) }, "post5", NEWSLETTER_ISSUE_MESSAGES.postTwice],
      [{ post1: "abc" }, "post1", NEWSLETTER_ISSUE_MESSAGES.post],
      [{ post6: String(posts.draft.id) }, "post6", NEWSLETTER_ISSUE_MESSAGES.postNotPublished],
      [{ post6: "999999999" }, "post6", NEWSLETTER_ISSUE_MESSAGES.postNotPublished],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await staffPost(`${LIST}/new`, staff.operations.cookie, issueFields(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      const html = decodeHtml(await pageText(response));
      expect(html.toLowerCase(), field).toContain(message.toLowerCase());
      expect(html).toContain("Please correct the highlighted fields.");
    }
    expect(await issueCount()).toBe(0);

    const id = await createDraft();
    const response = await staffPost(`${LIST}/${id}`, staff.operations.cookie, {
      ...issueFields({ subject: "", intro: "Typed and kept" }),
      intent: "update",
    });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain("Typed and kept");
    expect((await issueRow(id))!.subject).toBe("Pool tips for March");
  });

  it("answers 404 for an unknown or malformed issue and 400 for an unknown intent", async () => {
    for (const path of [`${LIST}/999999`, `${LIST}/abc`, `${LIST}/0`]) {
      expect((await staffRequest(path, staff.admin.cookie)).status, path).toBe(404);
    }
    const id = await createDraft();
    expect((await staffPost(`${LIST}/${id}`, staff.admin.cookie, { intent: "publish" })).status).toBe(400);
    expect((await staffPost(`${LIST}/999999`, staff.admin.cookie, { intent: "test" })).status).toBe(404);
  });

  it("deletes a draft", async () => {
    const id = await createDraft();
    const response = await staffPost(`${LIST}/${id}`, staff.operations.cookie, { intent: "delete" });
    expect(response.headers.get("location")).toBe(LIST);
    expect(await issueRow(id)).toBeNull();
  });
});

describe("preview and test copy", () => {
  it("shows the e-mail as HTML and text: intro, the published posts with images and links, the company footer", async () => {
    const id = await createDraft();
    const raw = await pageText(await staffRequest(`${LIST}/${id}`, staff.operations.cookie));
    const html = decodeHtml(raw);
    const srcdoc = decodeHtml(/<iframe[^>]*srcDoc="([^"]*)"/i.exec(raw)?.[1] ?? "");
    expect(srcdoc).toContain("<p");
    expect(srcdoc).toContain("Spring is here.");
    expect(srcdoc).toContain(`Editor test choosing a color &lt;for&gt; your shell`);
    expect(srcdoc).toContain('src="http://localhost:3000/uploads/0123456789abcdef0123456789abcdef-1600x900/800.webp"');
    expect(srcdoc).toMatch(
      /href="http:\/\/localhost:3000\/blog\/[^"]+-heating\?utm_source=newsletter&amp;utm_medium=email/,
    );
    expect(srcdoc).toContain("Florida Fiberglass Pools");
    expect(srcdoc).toContain("/newsletter/unsubscribe/");
    // The text version, after the HTML one.
    expect(html).toContain("Plain-text version");
    expect(html).toContain("Read the article: http://localhost:3000/blog/");
    expect(html).toContain("Unsubscribe with one click: http://localhost:3000/newsletter/unsubscribe/");
    // The colors post comes before the heating one, as picked.
    expect(srcdoc.indexOf("choosing a color")).toBeLessThan(srcdoc.indexOf("heating your pool"));
  });

  it("sends a test copy to the signed-in staff member only, marked [Test], with the one-click headers", async () => {
    await insertSubscribers(["confirmed", "confirmed"]);
    const id = await createDraft();
    const response = await staffPost(`${LIST}/${id}`, staff.admin.cookie, { intent: "test" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${LIST}/${id}`);
    const { db } = await getTestApp();
    expect((await db.select().from(jobs).where(eq(jobs.kind, NEWSLETTER_TEST_JOB))).at(-1)!.payload).toEqual({
      issueId: id,
      userId: staff.admin.id,
    });
    const { mailer, sent } = recordingMailer();
    await runNewsletterJobs(mailer);
    expect(sent).toHaveLength(1);
    const { message, context } = sent[0]!;
    expect(message.to).toEqual([staff.admin.email]);
    expect(message.subject).toBe("[Test] Pool tips for March");
    expect(message.html).toContain("Spring is here.");
    expect(message.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(context).toEqual({ kind: "newsletter", recordId: id });
    // Nothing else happened: still a draft, no delivery.
    expect((await issueRow(id))!.status).toBe("draft");
  });
});

describe("sending to the list", () => {
  it("asks first, then starts the send once; a sent issue can no longer be changed", async () => {
    const id = await createDraft();
    const noOne = await staffPost(`${LIST}/${id}`, staff.operations.cookie, { intent: "send" });
    expect(noOne.status).toBe(400);
    expect(decodeHtml(await pageText(noOne))).toContain(NEWSLETTER_SEND_MESSAGES.nobody);
    expect((await issueRow(id))!.status).toBe("draft");

    await insertSubscribers(["confirmed", "confirmed", "pending", "unsubscribed", "confirmed"]);
    const page = await pageText(await staffRequest(`${LIST}/${id}`, staff.operations.cookie));
    expect(page).toContain("Send to 3 confirmed subscribers…");
    expect(page).toContain(`href="${LIST}/${id}?confirm=send#confirm-send"`);
    const confirm = await pageText(await staffRequest(`${LIST}/${id}?confirm=send`, staff.operations.cookie));
    expect(confirm).toContain("Send this issue now?");
    expect(confirm).toMatch(/<button[^>]*value="send"[^>]*>(<svg.*?<\/svg>)?Send to 3 confirmed subscribers</s);

    const sent = await staffPost(`${LIST}/${id}`, staff.operations.cookie, { intent: "send" });
    expect(sent.status).toBe(302);
    expect(await issueRow(id)).toMatchObject({ status: "sending", sentById: staff.operations.id });
    const { db } = await getTestApp();
    const sendJobs = await db.select().from(jobs).where(eq(jobs.kind, NEWSLETTER_SEND_JOB));
    expect(sendJobs.filter((job) => (job.payload as { issueId: number }).issueId === id)).toHaveLength(1);

    const again = await staffPost(`${LIST}/${id}`, staff.operations.cookie, { intent: "send" });
    expect(again.status).toBe(400);
    const edit = await staffPost(`${LIST}/${id}`, staff.operations.cookie, {
      ...issueFields({ subject: "Changed after sending" }),
      intent: "update",
    });
    expect(edit.status).toBe(400);
    expect(decodeHtml(await pageText(edit))).toContain(NEWSLETTER_SEND_MESSAGES.notDraft);
    expect((await staffPost(`${LIST}/${id}`, staff.operations.cookie, { intent: "delete" })).status).toBe(400);
    expect((await issueRow(id))!.subject).toBe("Pool tips for March");

    // The page now shows the delivery's progress, and the list the counts.
    const { mailer } = recordingMailer();
    await runNewsletterJobs(mailer);
    const progress = await pageText(await staffRequest(`${LIST}/${id}`, staff.operations.cookie));
    expect(progress).toContain("Delivery");
    expect(progress).toMatch(/Sent<\/dt><dd[^>]*>3</);
    expect(await pageText(await staffRequest(LIST, staff.operations.cookie))).toContain("3 sent of 3");
  });

  it("offers to resume a send the outbox gave up on, and resumes it once", async () => {
    const id = await createDraft();
    await insertSubscribers(["confirmed", "confirmed"]);
    // Not stopped: a draft cannot be resumed.
    const early = await staffPost(`${LIST}/${id}`, staff.operations.cookie, { intent: "resume" });
    expect(early.status).toBe(400);
    expect(decodeHtml(await pageText(early))).toContain(NEWSLETTER_SEND_MESSAGES.notStalled);

    expect((await staffPost(`${LIST}/${id}`, staff.operations.cookie, { intent: "send" })).status).toBe(302);
    const running = await pageText(await staffRequest(`${LIST}/${id}`, staff.operations.cookie));
    expect(running).not.toContain("Resume sending");
    // The outbox gives up on the first batch (its attempts ran out while the mail server kept failing).
    const { db } = await getTestApp();
    await db.update(jobs).set({ status: "failed" }).where(eq(jobs.kind, NEWSLETTER_SEND_JOB));
    const stopped = await pageText(await staffRequest(`${LIST}/${id}`, staff.operations.cookie));
    expect(stopped).toContain("Sending has stopped:");
    expect(stopped).toMatch(/<button[^>]*value="resume"[^>]*>(<svg.*?<\/svg>)?Resume sending</s);

    const resumed = await staffPost(`${LIST}/${id}`, staff.operations.cookie, { intent: "resume" });
    expect(resumed.status).toBe(302);
    expect(await pageText(await staffRequest(`${LIST}/${id}`, staff.operations.cookie))).not.toContain(
      "Sending has stopped:",
    );
    const again = await staffPost(`${LIST}/${id}`, staff.operations.cookie, { intent: "resume" });
    expect(again.status).toBe(400);
    // Sales may not.
    expect((await staffPost(`${LIST}/${id}`, staff.sales.cookie, { intent: "resume" })).status).toBe(403);
    const { mailer, sent } = recordingMailer();
    await runNewsletterJobs(mailer);
    expect(sent).toHaveLength(2);
    expect((await issueRow(id))!.status).toBe("sent");
  });
});

describe("who may", () => {
  it("lets admin and operations in, refuses sales (403) and changes nothing for them; anonymous goes to sign in", async () => {
    const id = await createDraft();
    for (const path of [LIST, `${LIST}/new`, `${LIST}/${id}`]) {
      expect((await staffRequest(path, staff.admin.cookie)).status, `admin ${path}`).toBe(200);
      expect((await staffRequest(path, staff.operations.cookie)).status, `operations ${path}`).toBe(200);
      expect((await staffRequest(path, staff.sales.cookie)).status, `sales ${path}`).toBe(403);
      const anonymous = await staffRequest(path, null, { redirect: "manual" });
      expect(anonymous.status, `anonymous ${path}`).toBe(302);
      expect(anonymous.headers.get("location")).toMatch(/^\/admin-login/);
    }
    await insertSubscribers(["confirmed"]);
    expect((await staffPost(`${LIST}/new`, staff.sales.cookie, issueFields())).status).toBe(403);
    for (const intent of ["update", "test", "send", "delete"]) {
      const response = await staffPost(`${LIST}/${id}`, staff.sales.cookie, { ...issueFields(), intent });
      expect(response.status, intent).toBe(403);
    }
    expect(await issueCount()).toBe(1);
    expect((await issueRow(id))!.status).toBe("draft");
    // A post from another site is refused, whoever is signed in.
    const evil = await staffPost(`${LIST}/${id}`, staff.admin.cookie, { intent: "send" }, "https://evil.example");
    expect([400, 403]).toContain(evil.status);
    expect((await issueRow(id))!.status).toBe("draft");
  });
});
