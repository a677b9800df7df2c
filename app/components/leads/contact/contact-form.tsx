import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTexts } from "~/lib/i18n/texts";
import { Form, useFetcher, useLocation } from "react-router";
import { SiteToaster, toast } from "~/components/site-toaster";
import { type LeadFormFailure, type LeadFormResult } from "~/lib/leads/form-submission";
import { errorsInPageLanguage } from "~/lib/leads/lead-form-messages";
import { contactPageErrors } from "~/lib/schemas/lead-form-rules";
import { NewsletterCheckbox } from "~/components/leads/newsletter-checkbox";
import { ConsentCheckbox } from "../consent-checkbox";
import { TextAreaField, TextField } from "../form-fields";
import { NearestBranchFields } from "../nearest-branch-fields";
import { SpamFields } from "../spam-fields";
import { useHydrated } from "../use-hydrated";
import { trackLead } from "~/lib/attribution/analytics";
import { withoutAttributionParams } from "~/lib/attribution/attribution";
import { SpriteIcon } from "~/components/sprite-icon";

/** Where the answer to a post without JavaScript scrolls to. */
const ANCHOR = "contact-form";

export const CONTACT_FORM_FIELDS = ["name", "email", "phone", "message", "consentToContact", "newsletter"] as const;

interface ContactFormProps {
  sourcePage: string;
  /** The answer to a form posted without JavaScript. */
  serverResult: LeadFormResult | undefined;
}

/**
 * "Send Us a Message": idle, sending, success or
 * failure. With scripts it posts through a fetcher and answers with toasts;
 * without, it is a plain form the server answers with the page.
 */
export function ContactForm({ sourcePage, serverResult }: ContactFormProps) {
  const hydrated = useHydrated();
  const t = useTexts("contact").form;
  const messages = useTexts("leadMessages");
  const location = useLocation();
  const fetcher = useFetcher<LeadFormResult>({ key: "contact-page" });
  const posted: LeadFormFailure | undefined = serverResult && !serverResult.ok ? serverResult : undefined;
  // After a success the form is rebuilt empty (a new key), whatever it was first rendered with.
  const [round, setRound] = useState(0);
  const defaults = round === 0 ? (posted?.values ?? {}) : {};
  const [consent, setConsent] = useState(defaults.consentToContact === "on");
  const [errors, setErrors] = useState<Record<string, string>>(posted?.errors ?? {});
  const [sent, setSent] = useState(serverResult?.ok === true);
  const toasted = useRef<unknown>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const sentBanner = useRef<HTMLDivElement>(null);

  // The fields are uncontrolled, so what was typed before hydration stays; the consent box may have been
  // ticked then too, and the button's label and state follow it.
  useLayoutEffect(() => {
    if (consentRef.current) setConsent(consentRef.current.checked);
  }, [round]);

  const sending = fetcher.state !== "idle";
  const fetched = fetcher.data;

  // The answer to a post: after a success the form is rebuilt empty with consent unticked; after a
  // failure it keeps what was typed and shows the messages.
  const [seenResult, setSeenResult] = useState<LeadFormResult | undefined>(undefined);
  if (fetcher.state === "idle" && fetched && fetched !== seenResult) {
    setSeenResult(fetched);
    if (fetched.ok) {
      setRound((r) => r + 1);
      setConsent(false);
      setErrors({});
      setSent(true);
    } else {
      setErrors(fetched.errors);
    }
  }

  // A message sent without scripts: the page the server answered with shows the success; its scripts report
  // the lead once, when they start (the root loads gtag first, in a layout effect).
  useEffect(() => {
    if (serverResult?.ok) trackLead("contact", sourcePage);
    // Once, on arrival: a later send goes through the fetcher and is reported below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetched || toasted.current === fetched) return;
    toasted.current = fetched;
    if (fetched.ok) {
      // The form below is empty again: the banner saying why is put in view, under the sticky header, and read out.
      sentBanner.current?.scrollIntoView({ block: "start" });
      sentBanner.current?.focus({ preventScroll: true });
      toast.success(t.successTitle, { description: t.successDescription });
      trackLead("contact", sourcePage);
    } else toast.error(t.failureTitle, { description: fetched.message ?? t.failureDefault });
  }, [fetcher.state, fetched, sourcePage, t]);

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || !consent) return;
    const form = event.currentTarget;
    const body = new FormData(form);
    const problems = errorsInPageLanguage(contactPageErrors(Object.fromEntries(body)), messages);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      const first = CONTACT_FORM_FIELDS.find((field) => problems[field]);
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSent(false);
    fetcher.submit(body, { method: "post" });
  }

  function clearError(field: string) {
    if (!errors[field]) return;
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  const label = !hydrated ? t.send : sending ? t.sending : consent ? t.send : t.needsConsent;

  return (
    <div id={ANCHOR} className="scroll-mt-32">
      {/* At the foot of the screen: at the top it would cover the header's navigation and the banner. */}
      <SiteToaster position="bottom-center" />
      {sent && (
        <div
          ref={sentBanner}
          role="status"
          tabIndex={-1}
          className="icon-before icon-CircleCheck mb-6 flex scroll-mt-32 outline-none items-start gap-3 rounded-xl border border-palm-600/30 bg-green-50 p-4 text-slate-800 before:mt-0.5 before:size-5 before:text-palm-600"
        >
          <p>
            <strong className="block text-palm-600">{t.successTitle}</strong>
            {t.successDescription}.
          </p>
        </div>
      )}
      {posted && Object.keys(posted.errors).length === 0 && (
        <div
          role="alert"
          className="icon-before icon-CircleExclamationPoint mb-6 flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800 before:mt-0.5 before:size-4"
        >
          <p>
            <strong>{t.failureTitle}:</strong> {posted.message ?? t.failureDefault}
          </p>
        </div>
      )}
      <Form
        key={round}
        method="post"
        // Without JavaScript the answer page opens at the form, where its messages are. The campaign tags stay
        // out of the page (decision 024: the page body is shared by every visitor); the lead has them from the cookie.
        action={`${location.pathname}${withoutAttributionParams(location.search)}#${ANCHOR}`}
        noValidate
        onSubmit={hydrated ? handleSubmit : undefined}
        aria-label={t.title}
        className="grid gap-5 sm:grid-cols-2"
      >
        <SpamFields />
        <input type="hidden" name="sourcePage" value={sourcePage} />
        <NearestBranchFields />
        <TextField
          label={t.name}
          name="name"
          autoComplete="name"
          maxLength={200}
          required
          defaultValue={defaults.name}
          error={errors.name}
          onChange={() => clearError("name")}
          className="sm:col-span-2"
        />
        <TextField
          label={t.email}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={255}
          required
          defaultValue={defaults.email}
          error={errors.email}
          onChange={() => clearError("email")}
        />
        <TextField
          label={t.phone}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          required
          defaultValue={defaults.phone}
          error={errors.phone}
          onChange={() => clearError("phone")}
        />
        <TextAreaField
          label={t.message}
          name="message"
          rows={4}
          maxLength={5000}
          required
          defaultValue={defaults.message}
          error={errors.message}
          onChange={() => clearError("message")}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <ConsentCheckbox
            ref={consentRef}
            defaultChecked={defaults.consentToContact === "on"}
            onChange={(event) => {
              setConsent(event.target.checked);
              clearError("consentToContact");
            }}
            error={errors.consentToContact}
          />
        </div>
        <div className="sm:col-span-2">
          <NewsletterCheckbox defaultChecked={defaults.newsletter === "on"} />
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={hydrated && (sending || !consent)}
            className="btn-primary w-full text-base sm:w-auto sm:px-8"
          >
            <SpriteIcon icon="Send" className="size-4" />
            {label}
          </button>
        </div>
      </Form>
    </div>
  );
}
