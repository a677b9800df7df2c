import { trackLead } from "~/lib/attribution/analytics";
import { useTexts } from "~/lib/i18n/texts";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { EstimateRequestType } from "~/lib/leads/estimate-prefill";
import type { LeadFormSuccess } from "~/lib/leads/form-submission";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { IconTile } from "~/components/icon-tile";
import { SpriteIcon } from "~/components/sprite-icon";

interface EstimateSuccessProps {
  requestType: EstimateRequestType;
  /** The free consultation times offered with the answer (decision 031), with the lead's token. */
  consultation: LeadFormSuccess["consultation"];
  /** Resets the wizard; without JavaScript a link to a fresh form is shown instead. */
  onSubmitAnother: (() => void) | null;
  /** Move focus here when it replaces the form in the browser. */
  focusOnMount: boolean;
}

/** Shown only after the lead is committed (or quietly ignored as spam, which must look the same). */
export function EstimateSuccess({ requestType, consultation, onSubmitAnother, focusOnMount }: EstimateSuccessProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const to = useLocalePath();
  const { success, nextSteps } = useTexts("estimate");
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  // Shown only for a stored lead (with or without scripts: a posted page hydrates into this too).
  useEffect(() => trackLead(requestType), [requestType]);
  return (
    <div className="text-center">
      <IconTile
        icon="CircleCheck"
        className="mx-auto size-16 rounded-full bg-green-50 ring-8 ring-green-50/60 text-palm-600"
        iconSize="before:size-9"
      />
      <h2
        ref={heading}
        tabIndex={-1}
        className="mt-5 scroll-mt-32 text-2xl font-extrabold tracking-tight text-ocean-950 outline-none sm:text-3xl"
      >
        {success.heading[requestType]}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-700">{success.next}</p>
      <ol className="mx-auto mt-5 max-w-xl space-y-3 text-left">
        {nextSteps.map((step, index) => (
          <li key={step} className="flex gap-3 rounded-xl bg-sand-50 p-4 text-slate-800">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-ocean-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
      {consultation && (
        <section aria-labelledby="pick-consultation" className="mx-auto mt-8 max-w-xl">
          <h3 id="pick-consultation" className="text-xl font-bold text-ocean-950">
            {success.pickTime}
          </h3>
          {/* The server's rendering of the slot picker (plain forms): no picker code in this page's scripts. */}
          <div dangerouslySetInnerHTML={{ __html: consultation.html }} />
        </section>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {onSubmitAnother ? (
          <button type="button" onClick={onSubmitAnother} className="btn-ocean">
            <SpriteIcon icon="RotateCcw" className="size-4" />
            {success.another}
          </button>
        ) : (
          <Link to={to("/estimate")} reloadDocument className="btn-ocean">
            <SpriteIcon icon="RotateCcw" className="size-4" />
            {success.another}
          </Link>
        )}
        <Link to={to("/pools")} className="btn-outline">
          {success.browse}
        </Link>
      </div>
    </div>
  );
}
