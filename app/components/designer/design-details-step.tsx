// Step 4 of the designer: the visitor's details, posted with the design in hidden fields ("Send me this design").
// A refused send is answered on the design's own address, with a summary of what is wrong and the design kept.
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { NewsletterCheckbox } from "~/components/leads/newsletter-checkbox";
import { ConsentCheckbox } from "~/components/leads/consent-checkbox";
import { TextField } from "~/components/leads/form-fields";
import { NearestBranchFields } from "~/components/leads/nearest-branch-fields";
import { SpamFields } from "~/components/leads/spam-fields";
import { DESIGN_QUERY } from "~/lib/designer/design-address";
import type { LeadFormFailure } from "~/lib/leads/form-submission";
import { type DesignChoices, addOnsField } from "./design-form-state";
import { useTexts } from "~/lib/i18n/texts";

/** The details a refused send names in its summary, in the form's order, with the key of each one's label. */
const FIELD_LABELS = {
  poolId: "model",
  firstName: "firstName",
  lastName: "lastName",
  phone: "phone",
  email: "email",
  consentToContact: "consent",
} as const;

export function DesignDetailsStep({
  failure,
  hasPool,
  action,
  design,
}: {
  /** A refused send: the server's answer, or the browser's own when the send could not reach it. */
  failure: LeadFormFailure | null;
  hasPool: boolean;
  /** The design's own address (with the catalogue filters), where the form posts. */
  action: string;
  design: { poolId: number | null; color: string | null; addOns: DesignChoices };
}) {
  // A refused send, answered in the browser: focus goes to the summary of what is wrong (the server's own page
  // does the same through autofocus). Not on hydration: a visitor already typing keeps their place.
  const errorSummary = useRef<HTMLDivElement>(null);
  const sentHere = useRef(false);
  useEffect(() => {
    if (failure && sentHere.current) errorSummary.current?.focus();
  }, [failure]);
  const navigation = useNavigation();
  const t = useTexts("designer").details;
  const failedFields = failure
    ? (Object.keys(FIELD_LABELS) as (keyof typeof FIELD_LABELS)[]).filter((field) => failure.errors[field])
    : [];

  return (
    <section aria-labelledby="step-details" className="rounded-2xl border border-slate-200 bg-white p-3 sm:p-5">
      <h2 id="step-details" className="text-xl font-extrabold text-ocean-950">
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t.intro}</p>
      {failure && (
        <div
          ref={errorSummary}
          id="design-errors"
          tabIndex={-1}
          // The server's answer to a refused send, drawn without scripts, starts here too.
          autoFocus
          aria-labelledby="design-errors-title"
          className="mt-3 scroll-mt-32 rounded-xl border border-red-600 bg-red-50 p-4 text-sm text-red-800 outline-none focus-visible:ring-4 focus-visible:ring-red-200"
        >
          <p id="design-errors-title" className="font-semibold">
            {failure.message}
          </p>
          {failedFields.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {failedFields.map((field) => (
                <li key={field}>
                  {t[FIELD_LABELS[field]]}: {failure.errors[field]}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {/* A design without a model cannot be priced or sent: the form waits for step 1. */}
      {!hasPool ? (
        <p className="mt-3 text-slate-700">
          <a href="#step-model" className="font-semibold text-ocean-800 underline">
            {t.modelFirstLink}
          </a>
          {t.modelFirstRest}
        </p>
      ) : (
        // Posted to the design's own address: a refused send is answered there, the design kept.
        <Form
          method="post"
          action={action}
          preventScrollReset
          onSubmit={() => {
            sentHere.current = true;
          }}
          className="mt-4 grid gap-4 sm:grid-cols-2"
          noValidate
        >
          <TextField
            label={t.firstName}
            name="firstName"
            required
            autoComplete="given-name"
            defaultValue={failure?.values.firstName}
            error={failure?.errors.firstName}
          />
          <TextField
            label={t.lastName}
            name="lastName"
            optional
            autoComplete="family-name"
            defaultValue={failure?.values.lastName}
            error={failure?.errors.lastName}
          />
          <TextField
            label={t.phone}
            name="phone"
            type="tel"
            required
            autoComplete="tel"
            defaultValue={failure?.values.phone}
            error={failure?.errors.phone}
          />
          <TextField
            label={t.email}
            name="email"
            type="email"
            optional
            autoComplete="email"
            defaultValue={failure?.values.email}
            error={failure?.errors.email}
          />
          <div className="sm:col-span-2">
            <ConsentCheckbox
              value="true"
              defaultChecked={failure?.values.consentToContact === "true"}
              error={failure?.errors.consentToContact}
            />
            <div className="mt-3">
              <NewsletterCheckbox value="true" defaultChecked={failure?.values.newsletter === "true"} />
            </div>
          </div>
          <SpamFields />
          {/* The header's nearest office: the lead's branch unless its phone names another. */}
          <NearestBranchFields />
          {design.poolId !== null && <input type="hidden" name={DESIGN_QUERY.poolId} value={design.poolId} />}
          {design.color && <input type="hidden" name={DESIGN_QUERY.color} value={design.color} />}
          {design.addOns.length > 0 && (
            <input type="hidden" name={DESIGN_QUERY.addOns} value={addOnsField(design.addOns)} />
          )}
          <button
            type="submit"
            className="btn-primary sm:col-span-2 sm:justify-self-start"
            disabled={navigation.state === "submitting"}
          >
            {t.send}
          </button>
        </Form>
      )}
    </section>
  );
}
