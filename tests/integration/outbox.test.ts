import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsers, jobs, leads, pools } from "#db/schema/index.ts";
import { interestedPoolLabel } from "~/lib/leads/lead-emails";
import { estimatePayload } from "../support/lead-payloads.ts";
import { getTestApp } from "../setup/test-app.ts";
import { postJson } from "../support/http.ts";
import { startOutbox } from "../support/smtp.ts";

/** The e-mails of a lead's arrival (its phone reminder is another job, due later). */
const EMAIL_JOBS = ["lead.notify-staff", "lead.confirm-visitor"];

describe("the outbox delivers lead e-mails", () => {
  let smtp: Awaited<ReturnType<typeof startOutbox>>["smtp"];
  let runner: Awaited<ReturnType<typeof startOutbox>>["runner"];

  beforeAll(async () => {
    ({ smtp, runner } = await startOutbox({
      notifyTo: "leads@example.com, sales@example.com",
      workerId: "test-worker",
    }));
  });

  afterAll(async () => {
    await smtp.close();
  });

  it("sends staff the lead with a link to it, and the visitor a confirmation, once each", async () => {
    const payload = estimatePayload({ nearestBranch: "ORLANDO", message: "Outbox test message" });
    const response = await postJson("/api/estimates", payload);
    const { id } = (await response.json()) as { id: number };
    await runner.runOnce();

    const staff = smtp.received.filter((m) => m.body.includes(`#${id}`) && m.to.includes("leads@example.com"));
    expect(staff).toHaveLength(1);
    // The rep the lead went to (when the office has one) gets it too.
    const { db } = await getTestApp();
    const [lead] = await db.select({ repId: leads.salesRepId }).from(leads).where(eq(leads.id, id));
    const [rep] = lead!.repId
      ? await db.select({ email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.id, lead!.repId))
      : [];
    expect(staff[0]!.to.sort()).toEqual(
      [
        "leads@example.com",
        "orlando@floridafiberglasspools.com",
        "sales@example.com",
        ...(rep ? [rep.email] : []),
      ].sort(),
    );
    expect(staff[0]!.body).toContain(`https://pools.example.com/admin/admin-estimates?lead=${id}`);
    expect(staff[0]!.body).toContain("Outbox test message");
    const confirmation = smtp.received.filter((m) => m.to.includes(payload.email));
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.body).toContain("within 24 hours");
    expect(confirmation[0]!.body).toContain("From: Florida Fiberglass Pools <no-reply@pools.example.com>");

    const rows = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.leadId, id), inArray(jobs.kind, EMAIL_JOBS)));
    expect(rows.map((j) => j.status)).toEqual(["done", "done"]);
    await runner.runOnce();
    expect(smtp.received.filter((m) => m.body.includes(`#${id}`))).toHaveLength(1);
  });

  it("lists the pools the visitor is interested in for staff", async () => {
    const { db } = await getTestApp();
    const chosen = await db
      .select({ id: pools.id, name: pools.name, manufacturer: pools.manufacturer, size: pools.size })
      .from(pools)
      .where(eq(pools.isActive, true))
      .orderBy(asc(pools.id))
      .limit(2);
    const payload = estimatePayload({ interestedPoolIds: chosen.map((pool) => pool.id).reverse() });
    const { id } = (await (await postJson("/api/estimates", payload)).json()) as { id: number };
    await runner.runOnce();
    const [staff] = smtp.received.filter((m) => m.body.includes(`#${id}`) && m.to.includes("leads@example.com"));
    // Quoted-printable mail bodies fold long lines with "=\r\n".
    const body = staff!.body.replace(/=\r?\n/g, "");
    expect(body).toContain("Pools they're interested in:");
    const [a, b] = chosen.map(interestedPoolLabel);
    expect(body.indexOf(b!)).toBeGreaterThan(-1);
    expect(body.indexOf(a!)).toBeGreaterThan(body.indexOf(b!));
  });

  it("quotes a visitor's message to staff as the customer's words, line by line", async () => {
    const message = "Hello,\n\nYour deposit is due: pay at https://evil.example/pay\nThe office";
    const payload = estimatePayload({ message });
    const { id } = (await (await postJson("/api/estimates", payload)).json()) as { id: number };
    await runner.runOnce();
    const [staff] = smtp.received.filter((m) => m.body.includes(`#${id}`) && m.to.includes("leads@example.com"));
    const body = staff!.body.replace(/=\r?\n/g, "");
    expect(body).toContain(
      "The customer wrote:\r\n> Hello,\r\n>\r\n> Your deposit is due: pay at https://evil.example/pay\r\n> The office\r\n",
    );
    // None of the message's lines reads as the company's own.
    const lines = body.split("\r\n");
    for (const line of message.split("\n").filter(Boolean)) {
      expect(
        lines.filter((l) => l.includes(line)).every((l) => l.startsWith("> ")),
        line,
      ).toBe(true);
    }
  });

  it("retries after the mail server refused once, and delivers exactly once", async () => {
    const { db } = await getTestApp();
    const payload = estimatePayload({ email: undefined, message: "Refused once" });
    delete (payload as Record<string, unknown>).email;
    const { id } = (await (await postJson("/api/estimates", payload)).json()) as { id: number };

    smtp.refuse(1);
    await runner.runOnce();
    let [job] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.leadId, id), inArray(jobs.kind, EMAIL_JOBS)));
    expect(job).toMatchObject({ status: "pending", attempts: 1 });
    expect(job!.lastError).toMatch(/451|temporarily/i);
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(smtp.received.filter((m) => m.body.includes(`#${id}`))).toHaveLength(0);

    // The back-off has passed.
    await db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job!.id));
    await runner.runOnce();
    [job] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.leadId, id), inArray(jobs.kind, EMAIL_JOBS)));
    expect(job).toMatchObject({ status: "done", attempts: 2 });
    expect(smtp.received.filter((m) => m.body.includes(`#${id}`))).toHaveLength(1);
  });

  it("sends an office's leads to the recipients staff chose for it in the settings", async () => {
    const { db } = await getTestApp();
    const { saveSetting } = await import("~/models/site-settings.server");
    const { DEFAULT_LEAD_NOTIFICATIONS } = await import("~/lib/schemas/site-settings");
    await saveSetting(
      db,
      "lead-notifications",
      { ...DEFAULT_LEAD_NOTIFICATIONS, orlando: ["orlando-desk@example.com"] },
      null,
    );
    try {
      const payload = estimatePayload({ nearestBranch: "ORLANDO", message: "Office recipients test" });
      const { id } = (await (await postJson("/api/estimates", payload)).json()) as { id: number };
      await runner.runOnce();
      const staff = smtp.received.filter((m) => m.body.includes(`#${id}`) && m.to.includes("leads@example.com"));
      expect(staff).toHaveLength(1);
      // The lead's rep, when Orlando has one, is told as well.
      const [{ repEmail } = { repEmail: null }] = await db
        .select({ repEmail: adminUsers.email })
        .from(leads)
        .innerJoin(adminUsers, eq(adminUsers.id, leads.salesRepId))
        .where(eq(leads.id, id));
      expect(staff[0]!.to.sort()).toEqual(
        ["leads@example.com", "orlando-desk@example.com", "sales@example.com", repEmail]
          .filter((to): to is string => !!to)
          .sort(),
      );
    } finally {
      await saveSetting(db, "lead-notifications", DEFAULT_LEAD_NOTIFICATIONS, null);
    }
  });

  it("writes with the company profile staff saved: its name, the office's inbox and phone", async () => {
    const { db } = await getTestApp();
    const { saveSetting } = await import("~/models/site-settings.server");
    const { DEFAULT_COMPANY_PROFILE } = await import("~/lib/company/company-profile-defaults");
    const renamed = {
      ...DEFAULT_COMPANY_PROFILE,
      name: "Sunshine Fiberglass Pools",
      offices: {
        ...DEFAULT_COMPANY_PROFILE.offices,
        orlando: { ...DEFAULT_COMPANY_PROFILE.offices.orlando, email: "orl@sunshine.example", phone: "(407) 555-0199" },
      },
    };
    await saveSetting(db, "company-profile", renamed, null);
    try {
      const payload = estimatePayload({ nearestBranch: "ORLANDO", message: "Profile test" });
      const { id } = (await (await postJson("/api/estimates", payload)).json()) as { id: number };
      await runner.runOnce();
      const staff = smtp.received.find((m) => m.body.includes(`#${id}`) && m.to.includes("leads@example.com"));
      expect(staff?.to).toContain("orl@sunshine.example");
      expect(staff?.to).not.toContain("orlando@floridafiberglasspools.com");
      const confirmation = smtp.received.find((m) => m.to.includes(payload.email!) && m.body.includes("Sunshine"));
      expect(confirmation?.body).toContain("From: Sunshine Fiberglass Pools <no-reply@pools.example.com>");
      // Quoted-printable bodies wrap long lines with "=" + line break.
      const text = confirmation?.body.replace(/=\r?\n/g, "");
      expect(text).toContain("Thank you for contacting Sunshine Fiberglass Pools.");
      expect(text).toContain("Orlando office at (407) 555-0199");
    } finally {
      await saveSetting(db, "company-profile", DEFAULT_COMPANY_PROFILE, null);
    }
  });

  it("never hands one job to two workers at once", async () => {
    const { db } = await getTestApp();
    const { id } = (await (await postJson("/api/estimates", estimatePayload())).json()) as { id: number };
    const { claimDueJobs } = await import("~/models/jobs.server");
    const [a, b] = await Promise.all([claimDueJobs(db, "worker-a"), claimDueJobs(db, "worker-b")]);
    const claimedIds = [...a, ...b].filter((j) => j.leadId === id).map((j) => j.id);
    expect(new Set(claimedIds).size).toBe(claimedIds.length);
    expect(claimedIds).toHaveLength(2);
  });
});
