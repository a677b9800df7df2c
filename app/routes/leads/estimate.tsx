import { useState } from "react";
import { data } from "react-router";
import { EstimateBenefits } from "~/components/leads/estimate/estimate-benefits";
import { EstimateCallBlock } from "~/components/leads/estimate/estimate-call-block";
import { EstimateIncludedAndFaq } from "~/components/leads/estimate/estimate-included";
import { EstimateRequest } from "~/components/leads/estimate/estimate-request";
import { ESTIMATE_FIELDS } from "~/components/leads/estimate/estimate-values";
import { PageHero } from "~/components/page-hero";
import { appContext } from "~/context";
import {
  type EstimatePrefill,
  estimatePrefill,
  estimateRequestType,
  interestedPoolOption,
  queryInterestedPoolIds,
  queryPoolId,
} from "~/lib/leads/estimate-prefill";
import { consultationOffer } from "~/services/consultations/consultation-offer.server";
import { slotPickerMarkup } from "~/components/consultation/slot-picker-markup";
import {
  type LeadFormFailure,
  type LeadFormSuccess,
  guardServerAction,
  pickFormValues,
} from "~/lib/leads/form-submission";
import { fieldErrors, readFormBody } from "~/lib/http/http.server";
import { leadFieldsTexts, leadMessagesTexts } from "~/content/texts/lead-fields.server";
import { estimateTexts } from "~/content/texts/estimate.server";
import { pickTexts, useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { localeOfRequest } from "~/lib/i18n/locale";
import { LEAD_FORM_MESSAGES, errorsInPageLanguage, inPageLanguage } from "~/lib/leads/lead-form-messages";
import { HONEYPOT_FIELD, RATE_LIMIT_MESSAGE, takeLead } from "~/services/leads/lead-intake.server";
import { NEAREST_BRANCH_SOURCE_FIELD } from "~/lib/leads/lead-office-routing";
import { poolDisplayName } from "~/lib/catalogue/pool-display";
import { companyFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { INTERESTED_POOLS_FIELD, LEAD_INTEREST_FIELDS } from "~/lib/schemas/lead-values";
import { EstimateFormSchema, estimateLead } from "~/lib/schemas/lead-forms";
import { deriveSourcePage } from "~/lib/attribution/source-page";
import { companyLocalBusiness } from "~/lib/seo/structured-data";
import { getActivePoolById, listActivePoolsByIds, toPublicPool } from "~/models/pools.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/estimate.css?url";
import type { Route } from "./+types/estimate";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

const CORRECT_FIELDS_MESSAGE = LEAD_FORM_MESSAGES.correctFields;
const BLANK_PREFILL: EstimatePrefill = { message: "", poolType: "", interest: {}, poolId: null, notice: null };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const url = new URL(request.url);
  const requestType = estimateRequestType(url.searchParams);
  const poolId = queryPoolId(url.searchParams);
  const row = poolId ? await getActivePoolById(db, poolId) : null;
  const pool = row ? toPublicPool(row) : null;
  // Pools the address names (a /favorites link, or the wizard asking for the browser's saved list):
  // rendered here, so they are ticked in the HTML before any script runs. Unknown or withdrawn ones are left out.
  const interestedPools = (await listActivePoolsByIds(db, queryInterestedPoolIds(url.searchParams))).map(
    interestedPoolOption,
  );
  return {
    texts: pickTexts(localeOfRequest(request), estimateTexts, leadFieldsTexts, leadMessagesTexts),
    sourcePage: deriveSourcePage(url, "estimate"),
    requestType,
    prefill: estimatePrefill(
      url.searchParams,
      pool && {
        id: pool.id,
        name: poolDisplayName(pool),
        manufacturer: pool.manufacturer,
        series: pool.series,
        shape: pool.shape,
        dimensions: pool.dimensions,
        depth: pool.depth,
        volume: pool.volume,
      },
      requestType,
    ),
    interestedPools,
  };
}

/** The wizard's post (with or without JavaScript): checked with the browser's schema, then taken as a lead. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const url = new URL(request.url);
  const form = await readFormBody(request);
  const locale = localeOfRequest(request);
  const messages = leadMessagesTexts[locale];
  const text = (name: string) => form.get(name)?.trim() ?? "";
  const failure = (errors: Record<string, string>, message: string | null, status: number, headers?: HeadersInit) =>
    data<LeadFormFailure>(
      {
        ok: false,
        errors: errorsInPageLanguage(errors, messages),
        values: {
          ...pickFormValues(form, [...ESTIMATE_FIELDS, "consentToContact", "newsletter"]),
          // The ticked pools, so the page sent back keeps the visitor's choice.
          [INTERESTED_POOLS_FIELD]: form.getAll(INTERESTED_POOLS_FIELD).join(","),
        },
        message: message && inPageLanguage(message, messages),
      },
      { status, headers },
    );
  const visibleProblem = (errors: Record<string, string>) =>
    Object.keys(errors).every(
      (field) => field === "consentToContact" || (ESTIMATE_FIELDS as readonly string[]).includes(field),
    )
      ? CORRECT_FIELDS_MESSAGE
      : (Object.values(errors)[0] ?? CORRECT_FIELDS_MESSAGE);

  const parsed = EstimateFormSchema.safeParse({
    ...Object.fromEntries(form),
    requestType: text("requestType") || estimateRequestType(url.searchParams),
  });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return failure(errors, visibleProblem(errors), 400);
  }

  const interest: Record<string, string> = {};
  for (const field of LEAD_INTEREST_FIELDS) if (text(field)) interest[field] = text(field);
  if (text("poolId")) interest.poolId = text("poolId");
  const lead = estimateLead(parsed.data, {
    sourcePage: text("sourcePage") || deriveSourcePage(url, "estimate"),
    nearestBranch: text("nearestBranch") || undefined,
    nearestBranchSource: text(NEAREST_BRANCH_SOURCE_FIELD) || undefined,
    interest,
    // A checkbox per pool: the ticked ones, checked by LeadSubmissionSchema like POST /api/estimates' array.
    interestedPoolIds: form.getAll(INTERESTED_POOLS_FIELD),
    language: locale,
  });
  const result = await takeLead(app, request, lead, { honeypot: form.get(HONEYPOT_FIELD) ?? undefined, from: "form" });
  switch (result.kind) {
    case "stored": {
      // Spam is answered exactly like any other stored lead (its lead token books nothing).
      // The success screen offers the free consultation times of the office the lead went to.
      const offer = await consultationOffer(
        app.db,
        app.config.sessionSecret,
        result,
        result.nearestBranch ?? text("nearestBranch"),
      );
      const consultation = {
        leadToken: offer.leadToken,
        html: slotPickerMarkup(offer.profile, offer.picker, offer.fields, offer.language),
      };
      return data<LeadFormSuccess>({ ok: true, consultation }, { headers: { "Set-Cookie": result.formCookie } });
    }
    case "invalid":
      return failure(result.errors, visibleProblem(result.errors), 400);
    case "rate-limited":
      return failure({}, RATE_LIMIT_MESSAGE, 429, { "Set-Cookie": result.formCookie });
  }
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return guardServerAction(serverAction);
}

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["estimate"], ({ estimate: t }, { matches }) => {
    const company = companyFromMatches(matches);
    return routeMeta(matches, {
      title: t.meta.title,
      description: fill(t.meta.description, { company: company.name }),
      path: "/estimate",
      jsonLd: companyLocalBusiness(company, siteUrlFromMatches(matches)),
    });
  });

export default function EstimatePage({ loaderData, actionData }: Route.ComponentProps) {
  const { sourcePage, requestType, prefill, interestedPools } = loaderData;
  // Submit Another Request starts a new round: a blank form, its own fetcher, the earlier answer forgotten.
  const [round, setRound] = useState(0);
  const t = useTexts("estimate");
  const copy = t.hero[requestType];
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} intro={t.hero.intro} facts={t.hero.facts} />
      <section aria-label={t.formSection} className="relative -mt-12 pb-16 sm:-mt-16 sm:pb-20">
        <div className="container-page grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xl sm:p-8 lg:p-10">
            <EstimateRequest
              key={round}
              round={round}
              sourcePage={sourcePage}
              requestType={requestType}
              prefill={round === 0 ? prefill : BLANK_PREFILL}
              interestedPools={round === 0 ? interestedPools : []}
              serverResult={round === 0 ? actionData : undefined}
              onReset={() => setRound((r) => r + 1)}
            />
          </div>
          <aside aria-labelledby="estimate-next" className="rounded-2xl border border-slate-200 bg-sand-50 p-6 lg:mt-0">
            <h2 id="estimate-next" className="text-lg font-bold text-ocean-950">
              {t.nextHeading}
            </h2>
            <ol className="mt-4 space-y-3 text-sm text-slate-700">
              {t.nextSteps.map((step, index) => (
                <li key={step} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-6 shrink-0 items-center justify-center rounded-full bg-ocean-700 text-xs font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  {step}
                </li>
              ))}
            </ol>
          </aside>
        </div>
      </section>
      <EstimateBenefits />
      <EstimateIncludedAndFaq />
      <EstimateCallBlock />
    </>
  );
}
