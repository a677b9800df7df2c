// The pool designer (decision 032): model, color, add-ons, your
// details, with the plan, the itemized total and the monthly payment beside
// them (on a phone, in a bar at the bottom of the screen). The design lives in
// the address. Without scripts the three choices are one GET form to /design,
// so a choice made in one step survives another step's button, and the details
// a POST carrying the design in hidden fields; with scripts a change updates the
// address (replace) and the total in place, priced by the same priceDesign the
// server uses, and the no-script buttons are not drawn.
import { useEffect, useRef, useState } from "react";
import { leadFieldsTexts, leadMessagesTexts } from "~/content/texts/lead-fields.server";
import { Form, data, redirect, useSubmit } from "react-router";
import { ClosingCta } from "~/components/closing-cta";
import { DesignAddOnsStep } from "~/components/designer/design-add-ons-step";
import { DesignColorStep } from "~/components/designer/design-color-step";
import { DesignDetailsStep } from "~/components/designer/design-details-step";
import {
  DESIGN_FILTER_KEYS,
  type DesignChoices,
  correctQuantity,
  filterSuffix,
  readDesignFilters,
  readDesignForm,
  sameChoices,
} from "~/components/designer/design-form-state";
import { DesignModelStep } from "~/components/designer/design-model-step";
import { DesignNextSteps } from "~/components/designer/design-next-steps";
import { useDesignPricing } from "~/components/designer/design-pricing";
import { DesignSummary } from "~/components/designer/design-summary";
import { DesignTotalAnnouncement, DesignTotalBar } from "~/components/designer/design-total-bar";
import { swatchBackground } from "~/components/manufacturer/color-swatch";
import { PageHero } from "~/components/page-hero";
import { appContext } from "~/context";
import { designerTexts } from "~/content/texts/designer.server";
import { localeOfRequest, localizedPath } from "~/lib/i18n/locale";
import { pickTexts, useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { offeredLeadToken } from "~/services/consultations/consultation-pages.server";
import { designLeadCookie, designSentCookie } from "~/lib/designer/design-booking.server";
import { DESIGN_QUERY, type DesignState, designHref, designQuery } from "~/lib/designer/design-address";
import { hasLedgeRoom } from "~/lib/designer/design-ledge";
import { designPlanFor } from "~/lib/designer/design-plan";
import { DESIGN_LEAD_FIELDS, DESIGN_SOURCE_PAGE, DESIGN_SUMMARY_PATH } from "~/lib/designer/design-lead";
import { guardServerAction } from "~/lib/leads/form-submission";
import { fieldErrors, readFormBody } from "~/lib/http/http.server";
import { takeLead } from "~/services/leads/lead-intake.server";
import { HONEYPOT_FIELD, RATE_LIMIT_MESSAGE } from "~/lib/leads/lead-form-fields";
import { errorsInPageLanguage, inPageLanguage } from "~/lib/leads/lead-form-messages";
import { catalogueFilterOptions, filterCatalogue, parseCatalogueFilters } from "~/lib/catalogue/pool-filters";
import { BASE_POOL_PRICE, SIZE_TIERS, estimatedTotalForTier, formatUsd } from "~/lib/catalogue/pricing";
import { companyFromMatches, localeFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { DesignLeadFormSchema } from "~/lib/schemas/design-lead";
import { designLeadRecord, readDesign } from "~/models/designs.server";
import { listActivePools } from "~/models/pools.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/design.css?url";
import type { Route } from "./+types/design";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

const PATH = "/design";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const url = new URL(request.url);
  const locale = localeOfRequest(request);
  const [read, pools] = await Promise.all([readDesign(db, url.searchParams, locale), listActivePools(db)]);
  const filters = parseCatalogueFilters(url.searchParams);
  const options = catalogueFilterOptions(pools);
  const matching = filterCatalogue(pools, { ...filters, series: null, search: "" });
  // The chosen model stays in the list whatever the filters, so the form never swaps it for another.
  const chosen =
    read.pool && !matching.some((p) => p.id === read.pool!.id) ? pools.find((p) => p.id === read.pool!.id) : null;
  // Name and price only: a closed select cannot wrap, and with the dimensions the price was cut off on a phone
  // (the chosen model's dimensions are in the summary).
  const models = (chosen ? [chosen, ...matching] : matching).map((p) => ({
    id: p.id,
    label: `${p.name}${p.price ? `, ${formatUsd(p.price)}` : ""}`,
  }));
  return {
    design: read.design,
    pool: read.pool,
    // Each swatch's look worked out here: the page draws it with no color code of its own.
    colors: read.colors.map((c) => ({
      value: c.value,
      name: c.name,
      collection: c.collection,
      background: swatchBackground(c),
    })),
    // Only what the page offers: the active add-ons (the price of a retired one is in its note).
    addOns: read.addOns.filter((a) => a.isActive),
    // Decided here, so the page's scripts carry the ledge rule only with the browser's pricing.
    ledgeRoom: read.pool ? hasLedgeRoom(read.pool.facts) : null,
    price: { lines: read.price.lines, total: read.price.total, monthly: read.price.monthly },
    notes: read.notes.map((n) => n.message),
    planHref: read.planHref,
    filters: { brand: filters.brand, shape: filters.shape, size: filters.size },
    filterOptions: { brand: options.brands, shape: options.shapes, size: options.sizes },
    models,
    // The designer's words, and the lead form's fields, consent and "Send me pool tips" box with their messages.
    texts: pickTexts(locale, designerTexts, leadFieldsTexts, leadMessagesTexts),
  };
}

type DesignFailure = { ok: false; errors: Record<string, string>; message: string; values: Record<string, string> };

/** "Send me this design": the lead, with the design priced again here (never the browser's figures). */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const locale = localeOfRequest(request);
  const t = designerTexts[locale].details;
  const messages = leadMessagesTexts[locale];
  const form = await readFormBody(request);
  const values = Object.fromEntries(DESIGN_LEAD_FIELDS.map((f) => [f, form.get(f)?.trim() ?? ""]));
  // The messages go out in the page's language: the page shows them as they come.
  const failure = (errors: Record<string, string>, message: string, status: number, headers?: HeadersInit) =>
    data<DesignFailure>(
      {
        ok: false,
        errors: errorsInPageLanguage(errors, messages),
        message: inPageLanguage(message, messages),
        values,
      },
      { status, headers },
    );

  // Staff read the stored design in English; a Spanish visitor's lines are kept as they read them too.
  const [read, shown] = await Promise.all([
    readDesign(app.db, form),
    locale === "en" ? undefined : readDesign(app.db, form, locale),
  ]);
  if (!read.pool) return failure({ poolId: t.chooseModel }, t.chooseModel, 400);
  const parsed = DesignLeadFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return failure(fieldErrors(parsed.error), t.correct, 400);

  const result = await takeLead(
    app,
    request,
    {
      ...parsed.data,
      requestType: "estimate",
      sourcePage: DESIGN_SOURCE_PAGE,
      poolId: read.pool.id,
      language: localeOfRequest(request),
    },
    { honeypot: form.get(HONEYPOT_FIELD) ?? undefined, from: "form" },
    { design: designLeadRecord(read, shown) },
  );
  switch (result.kind) {
    case "stored": {
      // Spam is answered like any other stored lead: the same summary page, and a lead token that books nothing.
      // The token goes to the success screen in a flash cookie, never in the shareable summary address.
      // The copy by e-mail is the visitor's confirmation job, queued for a lead with an address. Suspected spam
      // queues none but is told the same, so that the answer gives nothing away (a person wrongly held as spam is
      // reached by staff, who review spam and send the e-mails with "Not spam").
      const emailed = Boolean(parsed.data.email);
      const { isProduction } = app.config;
      return redirect(localizedPath(locale, `${DESIGN_SUMMARY_PATH}?${designQuery(read.design)}&sent=1`), {
        headers: [
          ["Set-Cookie", designLeadCookie(offeredLeadToken(result, app.config.sessionSecret), isProduction, locale)],
          ["Set-Cookie", designSentCookie(isProduction, emailed ? "emailed" : "1", locale)],
          ["Set-Cookie", result.formCookie],
        ],
      });
    }
    case "invalid":
      return failure(result.errors, t.correct, 400);
    case "rate-limited":
      return failure({}, RATE_LIMIT_MESSAGE, 429, { "Set-Cookie": result.formCookie });
  }
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return guardServerAction(serverAction);
}

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["designer"], ({ designer }, { matches }) => {
    const company = companyFromMatches(matches);
    const siteUrl = siteUrlFromMatches(matches);
    const t = designer.meta;
    const path = localizedPath(localeFromMatches(matches), PATH);
    return routeMeta(matches, {
      title: t.title,
      description: fill(t.description, { price: formatUsd(BASE_POOL_PRICE) }),
      path: PATH,
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "Service",
        name: t.serviceName,
        serviceType: t.serviceType,
        url: siteUrl + path,
        areaServed: { "@type": "State", name: "Florida" },
        provider: {
          "@type": "HomeAndConstructionBusiness",
          name: company.name,
          url: siteUrl + localizedPath(localeFromMatches(matches), "/"),
        },
        offers: {
          "@type": "AggregateOffer",
          priceCurrency: "USD",
          lowPrice: estimatedTotalForTier(SIZE_TIERS[0]!.name),
          highPrice: estimatedTotalForTier(SIZE_TIERS[SIZE_TIERS.length - 1]!.name),
        },
      },
    });
  });

export default function DesignPage({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData;
  const t = useTexts("designer");
  const locale = useLocale();
  const to = useLocalePath();
  const loaded = designHref(data.design);
  // The visitor's changes since the last load; a new load (another model) starts from the server's design.
  const [local, setLocal] = useState<{ from: string; color: string | null; addOns: DesignChoices } | null>(null);
  const current =
    local && local.from === loaded ? local : { from: loaded, color: data.design.color, addOns: data.design.addOns };
  const changed = local !== null && local.from === loaded;
  const pricing = useDesignPricing();
  // Until the browser's pricing has loaded (a moment after the first change at most), the server's figures stay.
  const priced =
    changed && pricing.priceDesign
      ? pricing.priceDesign({
          poolId: data.pool?.id ?? null,
          pool: data.pool?.facts ?? null,
          choices: current.addOns,
          addOns: data.addOns,
          noteTexts: t.notes,
          locale,
        })
      : null;
  const lines = priced ? priced.lines : data.price.lines;
  const total = priced ? priced.total : data.price.total;
  const monthly = priced ? priced.monthly : data.price.monthly;
  const notes = priced ? priced.notes.map((n) => n.message) : data.notes;
  const design: DesignState = { poolId: data.design.poolId, color: current.color, addOns: current.addOns };
  const planHref = data.pool ? designPlanFor(data.pool.planImageUrl, lines, data.addOns) : null;

  const choicesForm = useRef<HTMLFormElement>(null);
  const submit = useSubmit();

  /** A color or add-on change: priced here, written to the address without a new history entry. */
  const apply = (next: { color: string | null; addOns: DesignChoices }) => {
    pricing.load();
    setLocal({ from: loaded, ...next });
    const href = designHref({ poolId: data.design.poolId, ...next });
    window.history.replaceState(window.history.state, "", to(href) + filterSuffix(data.filters, href));
  };

  /** A model or filter change loads the page for it, the address in its compact form. */
  const showModel = (form: HTMLFormElement) => {
    const href = designHref(readDesignForm(form));
    submit(new URLSearchParams((href + filterSuffix(readDesignFilters(form), href)).split("?")[1] ?? ""), {
      method: "get",
      action: to(PATH),
      replace: true,
      preventScrollReset: true,
    });
  };

  // What was chosen before the scripts ran is read from the page itself (decision 023).
  useEffect(() => {
    const form = choicesForm.current;
    if (!form) return;
    const read = readDesignForm(form);
    if (read.poolId !== data.design.poolId && read.poolId !== null) {
      showModel(form);
      return;
    }
    if (read.color !== data.design.color || !sameChoices(read.addOns, data.design.addOns)) {
      apply({ color: read.color, addOns: read.addOns });
    }
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const failure = actionData && !actionData.ok ? actionData : null;
  const designAddress = designHref(design);

  return (
    // Whatever the page scrolls to (a field, an error, the summary) stops below the sticky header and, on a phone,
    // above the total bar.
    <div className="[html:has(&)]:scroll-pt-32 max-lg:[html:has(&)]:scroll-pb-24">
      <PageHero
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        intro={t.hero.intro}
        facts={[fill(t.hero.from, { price: formatUsd(BASE_POOL_PRICE) }), t.hero.planDrawing, t.hero.consultation]}
      />
      <div className="container-page grid gap-8 py-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-8">
          {notes.length > 0 && (
            <ul
              role="status"
              className="space-y-1 rounded-2xl bg-sun-50 p-4 text-sm text-ocean-950 ring-1 ring-sun-300"
            >
              {notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}

          {/* One form for the three choices: without scripts each step's button sends all of them. */}
          <Form
            ref={choicesForm}
            method="get"
            action={to(PATH)}
            replace
            preventScrollReset
            // The browser's pricing loads as the visitor reaches for a choice, so it is there when one is made.
            onPointerDown={pricing.load}
            onKeyDown={pricing.load}
            onFocus={pricing.load}
            onChange={(event) => {
              const target: EventTarget = event.target;
              const name = target instanceof HTMLSelectElement ? target.name : "";
              if (name === DESIGN_QUERY.poolId || (DESIGN_FILTER_KEYS as readonly string[]).includes(name)) {
                showModel(event.currentTarget);
              } else {
                const read = readDesignForm(event.currentTarget);
                apply({ color: read.color, addOns: read.addOns });
              }
            }}
            onBlur={(event) => {
              // A quantity typed out of range is priced at its limit; leaving the field shows that limit too.
              if (event.target instanceof HTMLInputElement && correctQuantity(event.target)) {
                const read = readDesignForm(event.currentTarget);
                apply({ color: read.color, addOns: read.addOns });
              }
            }}
            onSubmit={(event) => {
              // With scripts every choice is applied as it is made; the buttons are only drawn without them.
              event.preventDefault();
            }}
            className="space-y-8"
          >
            <DesignModelStep
              filters={data.filters}
              filterOptions={data.filterOptions}
              models={data.models}
              poolId={data.design.poolId}
            />
            <DesignColorStep pool={data.pool} colors={data.colors} chosen={current.color} drawnFor={loaded} />
            <DesignAddOnsStep
              addOns={data.addOns}
              chosen={current.addOns}
              pool={data.pool}
              ledgeRoom={data.ledgeRoom}
              drawnFor={loaded}
            />
          </Form>

          <DesignDetailsStep
            failure={failure}
            hasPool={Boolean(data.pool)}
            action={to(designAddress) + filterSuffix(data.filters, designAddress)}
            design={design}
          />

          <DesignNextSteps />
          {data.pool && <DesignTotalBar total={total} monthly={monthly?.payment ?? null} detailsHref="#your-design" />}
        </div>

        <aside
          id="your-design"
          aria-label={t.summary.yourDesign}
          className="scroll-mt-32 lg:sticky lg:top-28 lg:self-start"
        >
          <DesignSummary
            poolName={data.pool?.name ?? null}
            dimensions={data.pool?.dimensions ?? null}
            color={current.color}
            planHref={planHref}
            lines={lines}
            total={total}
            monthly={monthly}
          />
          <a href={to(`${DESIGN_SUMMARY_PATH}?${designQuery(design)}`)} className="btn-outline mt-3 w-full">
            {t.summary.printable}
          </a>
        </aside>
      </div>
      <DesignTotalAnnouncement total={total} monthly={monthly?.payment ?? null} />
      <ClosingCta title={t.closing.title} text={t.closing.text} />
    </div>
  );
}
