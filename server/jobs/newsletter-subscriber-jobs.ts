// The newsletter's outbox jobs on the subscriber's side: the double opt-in e-mail.
import type { Logger } from "pino";
import type { Database } from "#db/index.server.ts";
import { newsletterConfirmationEmail } from "~/lib/newsletter/newsletter-emails";
import { issueConfirmToken, newsletterConfirmUrl } from "~/lib/newsletter/newsletter-links.server";
import { loadCompany } from "~/models/company.server";
import type { JobRow } from "~/models/jobs.server";
import { NEWSLETTER_CONFIRM_JOB, findSubscriber } from "~/models/newsletter-subscribers.server";
import type { Mailer } from "../mailer.ts";

export function newsletterSubscriberJobs({
  db,
  logger,
  mailer,
  siteUrl,
  sessionSecret,
}: {
  db: Database;
  logger: Logger;
  mailer: Mailer;
  siteUrl: string;
  sessionSecret: string | undefined;
}): Record<string, (job: JobRow) => Promise<void>> {
  return {
    async [NEWSLETTER_CONFIRM_JOB](job) {
      const subscriberId = (job.payload as { subscriberId?: unknown }).subscriberId;
      if (typeof subscriberId !== "number") throw new Error(`job ${job.id} has no subscriberId`);
      // A link nobody can check is worse than a late one: the job waits for a configured secret.
      if (!sessionSecret) throw new Error("no session secret to sign the confirmation link");
      const subscriber = await findSubscriber(db, subscriberId);
      // Confirmed, unsubscribed or deleted since: there is nothing to confirm.
      if (!subscriber || subscriber.status !== "pending") return;
      // The link opens the confirmation page in the language the address was given in.
      const url = newsletterConfirmUrl(siteUrl, issueConfirmToken(subscriber, sessionSecret), subscriber.language);
      const company = await loadCompany(db);
      await mailer.send(newsletterConfirmationEmail(company, subscriber.email, url, subscriber.language), {
        kind: "newsletter-confirm",
        recordId: subscriber.id,
      });
      logger.info({ subscriberId: subscriber.id }, "newsletter confirmation sent");
    },
  };
}
