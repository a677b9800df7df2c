import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { useEffect, useId, useState } from "react";
import { useActionData } from "react-router";
import { useTextareaKeptThroughHydration } from "~/components/leads/keep-typed-text";
import { NewsletterCheckbox } from "~/components/leads/newsletter-checkbox";
import { NearestBranchFields } from "~/components/leads/nearest-branch-fields";
import { SpamFields } from "~/components/leads/spam-fields";
import { HONEYPOT_FIELD } from "~/lib/leads/lead-form-fields";
import { useNearestOffice } from "~/components/nearest-office";
import { trackLead } from "~/lib/attribution/analytics";
import {
  type HomeContactAnswer,
  HOME_CONTACT_SOURCE_PAGE,
  homeContactErrorMessage,
  homeContactMessageIn,
  homeContactPayload,
  readHomeContactValues,
  validateHomeContact,
} from "~/lib/leads/home-contact";
import { SpriteIcon } from "~/components/sprite-icon";
import { useTexts } from "~/lib/i18n/texts";

type Status = "idle" | "sending" | "sent";

const inputClass = "contact-input";

/**
 * The home page's contact form: checked on
 * submit, sent as a contact lead, confirmed in place. After a success the
 * form is emptied and stays usable; after a failure it keeps what was typed.
 */
export function HomeContactForm() {
  const { office, status: officeStatus } = useNearestOffice("west-palm-beach");
  const locale = useLocale();
  const to = useLocalePath();
  const t = useTexts("homeContact");
  const inPageLanguage = (message: string) => homeContactMessageIn(message, t.messages);
  // Without JavaScript the form posts to the home route's action; its answer arrives here.
  const posted = useActionData<HomeContactAnswer>();
  const [status, setStatus] = useState<Status>(posted?.sent ? "sent" : "idle");
  const [error, setError] = useState<string | null>(posted?.error ?? null);
  const typed = posted?.values;
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const errorId = `${id}-error`;
  const messageRef = useTextareaKeptThroughHydration(field("message"));
  // Sent without scripts: the server's page shows the success; its scripts report the lead once, on arrival.
  useEffect(() => {
    if (posted?.sent) trackLead("contact", HOME_CONTACT_SOURCE_PAGE);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    const form = event.currentTarget;
    const values = readHomeContactValues(new FormData(form));
    const invalid = validateHomeContact(values);
    if (invalid) {
      setStatus("idle");
      setError(inPageLanguage(invalid));
      return;
    }
    setError(null);
    setStatus("sending");
    try {
      const response = await fetch("/api/estimates", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          ...homeContactPayload(values, office.branchLabel, officeStatus === "located" ? "location" : "page", locale),
          [HONEYPOT_FIELD]: new FormData(form).get(HONEYPOT_FIELD) ?? "",
        }),
      });
      if (response.ok) {
        form.reset();
        setStatus("sent");
        trackLead("contact", HOME_CONTACT_SOURCE_PAGE);
        return;
      }
      setError(inPageLanguage(homeContactErrorMessage(await response.json().catch(() => null))));
    } catch {
      setError(t.messages.failed);
    }
    setStatus("idle");
  }

  return (
    <form
      method="post"
      action={to("/?index#contact")}
      aria-describedby={error ? errorId : undefined}
      onSubmit={handleSubmit}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8"
    >
      <SpamFields />
      <NearestBranchFields fallbackId="west-palm-beach" />
      <h3 className="text-xl font-bold text-ocean-950">{t.heading}</h3>
      <p className="mt-1 text-sm text-slate-600">{t.allRequired}</p>
      {status === "sent" && (
        <div role="status" className="mt-5 rounded-xl border border-palm-600/30 bg-green-50 p-4 text-slate-800">
          <p className="icon-before icon-CircleCheck flex items-center gap-2 font-bold text-palm-600 before:size-5">
            {t.sentTitle}
          </p>
          <p className="mt-2 text-sm">{t.sentIntro}</p>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            {t.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      )}
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={field("name")} className="text-sm font-semibold text-ocean-950">
            {t.name}
          </label>
          <input
            id={field("name")}
            name="name"
            defaultValue={typed?.name}
            type="text"
            autoComplete="name"
            aria-required="true"
            maxLength={100}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={field("email")} className="text-sm font-semibold text-ocean-950">
            {t.email}
          </label>
          <input
            id={field("email")}
            name="email"
            defaultValue={typed?.email}
            type="email"
            autoComplete="email"
            aria-required="true"
            maxLength={255}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={field("phone")} className="text-sm font-semibold text-ocean-950">
            {t.phone}
          </label>
          <input
            id={field("phone")}
            name="phone"
            defaultValue={typed?.phone}
            type="tel"
            autoComplete="tel"
            aria-required="true"
            maxLength={40}
            className={inputClass}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={field("message")} className="text-sm font-semibold text-ocean-950">
            {t.project}
          </label>
          <textarea
            ref={messageRef}
            id={field("message")}
            name="message"
            defaultValue={typed?.message}
            rows={4}
            aria-required="true"
            maxLength={5000}
            className={inputClass}
          />
        </div>
      </div>
      <div className="mt-4">
        <NewsletterCheckbox defaultChecked={typed?.newsletter ?? false} />
      </div>
      {error && (
        <div
          id={errorId}
          role="alert"
          className="icon-before icon-CircleExclamationPoint mt-4 flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800 before:mt-0.5 before:size-4"
        >
          <p>{error}</p>
        </div>
      )}
      <button type="submit" disabled={status === "sending"} className="btn-primary mt-5 w-full text-base">
        <SpriteIcon icon="Send" className="size-4" />
        {status === "sending" ? t.sending : status === "sent" ? t.sendAnother : t.send}
      </button>
    </form>
  );
}
