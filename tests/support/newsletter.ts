// Newsletter subscribers in the database, for the tests of sign-ups, links, the list and the sends.
import { eq, sql } from "drizzle-orm";
import { newsletterSubscribers } from "#db/schema/index.ts";
import { getTestApp } from "../setup/test-app.ts";

let counter = 0;

/** A distinct address per call. */
export function uniqueSubscriberEmail(name = "reader"): string {
  counter += 1;
  return `${name}.${process.pid}.${Date.now()}.${counter}@example.com`;
}

/** The subscriber row of an address (any case), if there is one. */
export async function subscriberOf(email: string) {
  const { db } = await getTestApp();
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()));
  return row;
}

/** A subscriber row as a test needs it (a confirmed reader, an address given days ago...); returns it. */
export async function insertSubscriber(values: Partial<typeof newsletterSubscribers.$inferInsert> = {}) {
  const { db } = await getTestApp();
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({
      email: uniqueSubscriberEmail(),
      status: "pending",
      consentAt: new Date(),
      consentPage: "/blog",
      consentText: "Pool tips in your inbox",
      ...values,
    })
    .returning();
  return row!;
}
