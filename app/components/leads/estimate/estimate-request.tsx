import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Form, useFetcher, useLocation } from "react-router";
import { SiteToaster, toast } from "~/components/site-toaster";
import type { EstimatePrefill, EstimateRequestType, InterestedPoolOption } from "~/lib/leads/estimate-prefill";
import { poolIdsParam, readFavorites } from "~/lib/catalogue/favorites";
import type { LeadFormFailure, LeadFormResult } from "~/lib/leads/form-submission";
import { useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { NewsletterCheckbox } from "~/components/leads/newsletter-checkbox";
import { ConsentCheckbox } from "../consent-checkbox";
import { NearestBranchFields } from "../nearest-branch-fields";
import { SpamFields } from "../spam-fields";
import { useHydrated } from "../use-hydrated";
import { ContactStep } from "./contact-step";
import { DetailsStep } from "./details-step";
import { EstimateSuccess } from "./estimate-success";
import {
  type ContactField,
  type EstimateErrors,
  type EstimateField,
  type EstimateLayout,
  type EstimateStep,
  type EstimateValues,
  INTERESTED_POOLS_FIELD,
  contactFieldError,
  contactStepErrors,
  emptyEstimateValues,
  estimateValuesFrom,
  estimateValuesOf,
  layoutAfterHydration,
  stepOfField,
} from "./estimate-values";
import { InterestedPools } from "./interested-pools";
import { PoolSelectedNotice } from "./pool-selected-notice";
import { ReviewSummary } from "./review-summary";
import { StepIndicator } from "./step-indicator";
import { withoutAttributionParams } from "~/lib/attribution/attribution";
import { SpriteIcon } from "~/components/sprite-icon";

interface EstimateRequestProps {
  /** Bumped by Submit Another Request; each round has its own fetcher. */
  round: number;
  sourcePage: string;
  requestType: EstimateRequestType;
  prefill: EstimatePrefill;
  /** "Pools you're interested in" the address named, rendered by the server (ticked before any script runs). */
  interestedPools: readonly InterestedPoolOption[];
  /** The answer to a form posted without JavaScript. */
  serverResult: LeadFormResult | undefined;
  onReset: () => void;
}

/** Where the answer to a post without JavaScript scrolls to. */
const ANCHOR = "estimate-request";

function firstErrorStep(errors: EstimateErrors): EstimateStep {
  const steps = Object.keys(errors).map(stepOfField);
  return steps.length ? (Math.min(...steps) as EstimateStep) : 1;
}

/**
 * The estimate request. The server renders every step on one page with one
 * submit button, a plain form posted to the route's action: that is what works before the scripts
 * run, and without them. Once React runs, the wizard shows one step at a time, unless the visitor
 * already filled in more than step 1 (see layoutAfterHydration); then the page stays one form, with
 * the wizard's checks and messages.
 *
 * The fields are uncontrolled: the DOM holds what was typed, before and after hydration, and every
 * step stays in the form (the hidden ones with `hidden`), so nothing is ever reset. `values` mirrors
 * the fields for the review, the Continue button and the messages.
 */
export function EstimateRequest({
  round,
  sourcePage,
  requestType,
  prefill,
  interestedPools,
  serverResult,
  onReset,
}: EstimateRequestProps) {
  const location = useLocation();
  const t = useTexts("estimate");
  const messages = useTexts("leadMessages");
  const fieldTexts = useTexts("leadFields");
  const fetcher = useFetcher<LeadFormResult>({ key: `estimate-request-${round}` });
  // The browser's saved pools, when the address names none: the route's own loader turns their ids into
  // names, sizes and prices (only active pools come back).
  const savedPools = useFetcher<{ interestedPools: InterestedPoolOption[] }>();
  const posted: LeadFormFailure | undefined = serverResult && !serverResult.ok ? serverResult : undefined;
  const pools = interestedPools.length ? interestedPools : (savedPools.data?.interestedPools ?? []);

  // What the server renders into the fields; the DOM may hold more by the time React hydrates.
  const [rendered] = useState<EstimateValues>(() =>
    estimateValuesFrom(
      {
        ...emptyEstimateValues(),
        message: prefill.message,
        poolType: prefill.poolType,
        interestedPoolIds: interestedPools.map((pool) => String(pool.id)),
      },
      posted?.values,
    ),
  );
  const [values, setValues] = useState<EstimateValues>(rendered);
  const [errors, setErrors] = useState<EstimateErrors>(posted?.errors ?? {});
  const [step, setStep] = useState<EstimateStep>(1);
  // "rendered": the server's one-page form, also while React hydrates it. A form mounted in the
  // browser (a client-side visit, Submit Another Request) starts as the wizard.
  const hydrated = useHydrated();
  const [layout, setLayout] = useState<EstimateLayout | "rendered">(hydrated ? "wizard" : "rendered");
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const movedStep = useRef(false);
  const toastedResult = useRef<unknown>(null);

  const enhanced = layout !== "rendered";
  const wizard = layout === "wizard";
  const sending = fetcher.state !== "idle";
  const fetched = fetcher.data;
  const succeeded = serverResult?.ok === true || fetched?.ok === true;
  const copy = t.hero[requestType];

  // Hydration: take what the visitor typed or chose before the scripts ran, then pick the layout.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (layout !== "rendered" || !form) return;
    const current = estimateValuesOf(new FormData(form));
    const focused = form.contains(document.activeElement) ? document.activeElement?.getAttribute("name") : null;
    setValues(current);
    setLayout(layoutAfterHydration(rendered, current, focused ?? null, posted !== undefined));
    // Runs once, when the server's form is hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Saved favourites live only in this browser: asked for once the form runs, unless the address named pools.
  useEffect(() => {
    if (new URLSearchParams(location.search).has(INTERESTED_POOLS_FIELD)) return;
    const saved = readFavorites();
    if (saved.length) savedPools.load(`${location.pathname}?${INTERESTED_POOLS_FIELD}=${poolIdsParam(saved)}`);
    // Once per form: a later change of favourites elsewhere does not rewrite a request being filled in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** The ticked pools as the checkboxes hold them. */
  function syncInterestedPools() {
    const form = formRef.current;
    if (!form) return;
    const ticked = estimateValuesOf(new FormData(form)).interestedPoolIds;
    setValues((current) => ({ ...current, interestedPoolIds: ticked }));
    setErrors((current) => ({ ...current, [INTERESTED_POOLS_FIELD]: undefined }));
  }

  // Saved pools arrive after hydration, ticked: the review follows them.
  const fetchedPools = savedPools.data?.interestedPools;
  useEffect(() => {
    if (fetchedPools?.length) syncInterestedPools();
  }, [fetchedPools]);

  useEffect(() => {
    if (movedStep.current) stepHeading.current?.focus();
  }, [step]);

  // A fresh form after Submit Another Request: put the visitor at its top.
  useEffect(() => {
    if (round > 0) formHeading.current?.focus();
  }, [round]);

  // A refused post: its messages go under the fields and the wizard opens the step of the first one.
  const [seenResult, setSeenResult] = useState<LeadFormResult | undefined>(undefined);
  if (fetcher.state === "idle" && fetched && fetched !== seenResult) {
    setSeenResult(fetched);
    if (!fetched.ok) {
      setErrors(fetched.errors);
      if (Object.keys(fetched.errors).length) setStep(firstErrorStep(fetched.errors));
    }
  }

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetched || fetched.ok || toastedResult.current === fetched) return;
    toastedResult.current = fetched;
    toast.error(t.form.errorTitle, { description: fetched.message ?? messages.sendFailed });
  }, [fetcher.state, fetched, t, messages]);

  function goTo(next: EstimateStep) {
    movedStep.current = true;
    setStep(next);
  }

  function change(field: EstimateField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A message already shown follows the typing, so it disappears once the value is right.
    if (errors[field]) {
      const isContact = stepOfField(field) === 1;
      setErrors((current) => ({
        ...current,
        [field]: isContact ? contactFieldError(field as ContactField, value, messages) : undefined,
      }));
    }
  }

  function blur(field: ContactField, value: string) {
    setErrors((current) => ({ ...current, [field]: contactFieldError(field, value, messages) }));
  }

  function focusField(field: string) {
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }

  function continueFromContact() {
    const problems = contactStepErrors(values, messages);
    const first = Object.keys(problems)[0];
    setErrors(problems);
    if (first) {
      focusField(first);
      return;
    }
    goTo(2);
  }

  function submit(form: HTMLFormElement) {
    const body = new FormData(form);
    // Rechecked from the fields themselves, so the check sees exactly what is sent.
    const problems = contactStepErrors(estimateValuesOf(body), messages);
    const first = Object.keys(problems)[0];
    if (first) {
      setErrors((current) => ({ ...current, ...problems }));
      toast.error(t.form.validationTitle, { description: problems[first]! });
      if (wizard) goTo(1);
      else focusField(first);
      return;
    }
    fetcher.submit(body, { method: "post" });
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (wizard && step === 1) continueFromContact();
    else if (wizard && step === 2) goTo(3);
    else if (values.consentToContact && !sending) submit(event.currentTarget);
  }

  if (succeeded) {
    return (
      <div id={ANCHOR} className="scroll-mt-32">
        <SiteToaster />
        <EstimateSuccess
          requestType={requestType}
          consultation={(serverResult?.ok ? serverResult : fetched?.ok ? fetched : undefined)?.consultation}
          onSubmitAnother={enhanced ? onReset : null}
          focusOnMount={enhanced}
        />
      </div>
    );
  }

  // Continue waits for a name and a phone number, and says so beside it; with both typed it checks them when pressed.
  const missingToContinue = [
    ...(values.firstName.trim() === "" ? [t.form.missingName] : []),
    ...(values.phone.trim() === "" ? [t.form.missingPhone] : []),
  ];
  const submitText = !enhanced
    ? t.form.submit[requestType]
    : sending
      ? t.form.sending[requestType]
      : values.consentToContact
        ? t.form.submit[requestType]
        : messages.estimateConsent;

  return (
    <div id={ANCHOR} className="scroll-mt-32">
      <SiteToaster />
      <h2
        ref={formHeading}
        tabIndex={-1}
        className="scroll-mt-32 text-2xl font-extrabold tracking-tight text-ocean-950 outline-none sm:text-3xl"
      >
        {copy.formTitle}
      </h2>
      <p className="mt-2 text-slate-700">
        {t.form.intro} <span aria-hidden="true">*</span>
        <span className="sr-only">{fieldTexts.required}</span> {t.form.introEnd}
      </p>

      {prefill.notice && (
        <div className="mt-6">
          <PoolSelectedNotice notice={prefill.notice} />
        </div>
      )}

      {posted && (
        <div
          role="alert"
          className="icon-before icon-CircleExclamationPoint mt-6 flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800 before:mt-0.5 before:size-4"
        >
          <p>{posted.message ?? messages.sendFailed}</p>
        </div>
      )}

      {/* The steps exist only in the wizard; otherwise their place is kept, so the form does not move. */}
      <div className={`mt-8 ${wizard ? "" : "invisible"}`}>
        <StepIndicator current={step} />
      </div>

      <Form
        ref={formRef}
        method="post"
        // Without JavaScript the answer page opens at the form, where its messages are. The campaign tags stay
        // out of the page (decision 024: the page body is shared by every visitor); the lead has them from the cookie.
        action={`${location.pathname}${withoutAttributionParams(location.search)}#${ANCHOR}`}
        noValidate
        onSubmit={enhanced ? handleSubmit : undefined}
        aria-label={copy.formTitle}
        className="mt-6"
      >
        <SpamFields />
        <input type="hidden" name="requestType" value={requestType} />
        <input type="hidden" name="sourcePage" value={sourcePage} />
        <NearestBranchFields />
        {prefill.poolId && <input type="hidden" name="poolId" value={prefill.poolId} />}
        {Object.entries(prefill.interest).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}

        {/* A grid's gap, unlike margins, leaves no space for the hidden steps. */}
        <div className="grid gap-10">
          {t.form.steps.map(({ heading }, index) => {
            const s = (index + 1) as EstimateStep;
            return (
              <fieldset key={s} hidden={wizard && step !== s} className="min-w-0">
                <legend className="mb-5 w-full">
                  <span className="block text-xs font-bold tracking-[0.18em] text-ocean-700 uppercase">
                    {fill(t.form.stepOf, { step: s })}
                  </span>
                  <h3
                    ref={wizard && step === s ? stepHeading : undefined}
                    tabIndex={-1}
                    className="mt-1 scroll-mt-32 text-xl font-bold text-ocean-950 outline-none"
                  >
                    {heading}
                  </h3>
                </legend>
                {s === 1 && <ContactStep defaults={rendered} errors={errors} onChange={change} onBlur={blur} />}
                {s === 2 && (
                  <div className="space-y-5">
                    <InterestedPools
                      pools={pools}
                      // The server's pools start as rendered (all ticked, or the visitor's ticks on a page sent
                      // back); saved pools that arrive later start ticked.
                      defaultTicked={(id) =>
                        interestedPools.some((pool) => pool.id === id)
                          ? rendered.interestedPoolIds.includes(String(id))
                          : true
                      }
                      error={errors[INTERESTED_POOLS_FIELD]}
                      onChange={syncInterestedPools}
                    />
                    <DetailsStep defaults={rendered} errors={errors} onChange={change} />
                  </div>
                )}
                {s === 3 && (
                  <div className="space-y-5">
                    {wizard && step === 3 && <ReviewSummary values={values} pools={pools} onEdit={goTo} />}
                    <ConsentCheckbox
                      defaultChecked={rendered.consentToContact}
                      onChange={(event) => {
                        const checked = event.target.checked;
                        setValues((current) => ({ ...current, consentToContact: checked }));
                        setErrors((current) => ({ ...current, consentToContact: undefined }));
                      }}
                      error={errors.consentToContact}
                    />
                    <NewsletterCheckbox defaultChecked={rendered.newsletter} />
                  </div>
                )}
              </fieldset>
            );
          })}
        </div>

        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          {wizard && step > 1 ? (
            <button type="button" onClick={() => goTo((step - 1) as EstimateStep)} className="btn-outline">
              <SpriteIcon icon="ArrowLeft" className="size-4" />
              {t.form.back}
            </button>
          ) : (
            <span aria-hidden="true" />
          )}
          {wizard && step < 3 ? (
            <div className="flex flex-col items-stretch gap-2 sm:items-end">
              <button
                type="submit"
                disabled={step === 1 && missingToContinue.length > 0}
                aria-describedby={step === 1 && missingToContinue.length > 0 ? "estimate-continue-hint" : undefined}
                className="btn-ocean px-7 text-base"
              >
                {t.form.continue}
                <SpriteIcon icon="ArrowRight" className="size-4" />
              </button>
              {step === 1 && missingToContinue.length > 0 ? (
                <p id="estimate-continue-hint" className="text-sm text-slate-600">
                  {fill(t.form.toContinue, { missing: missingToContinue.join(t.form.and) })}
                </p>
              ) : null}
            </div>
          ) : (
            <button
              type="submit"
              disabled={enhanced && (!values.consentToContact || sending)}
              className="btn-primary px-7 text-base"
            >
              <SpriteIcon icon="Send" className="size-4" />
              {submitText}
            </button>
          )}
        </div>
      </Form>
    </div>
  );
}
