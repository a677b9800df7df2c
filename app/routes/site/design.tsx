// The pool designer (decision 032): model, color, add-ons, your
// details, with the plan, the itemized total and the monthly payment beside
// them (on a phone, in a bar at the bottom of the screen). The design lives in
// the address. Without scripts the three choices are one GET form to /design,
// so a choice made in one step survives another step's button, and the details
// a POST carrying the design in hidden fields; with scripts a change updates the
// address (replace) and the total in place, priced by the same priceDesign the
// server uses, and the no-script buttons are not drawn.
import { useEffect, useRef, useState } from "react";
import { Form, data, redirect, useNavigation, useSubmit } from "react-router";
import { DesignSummary } from "~/components/designer/design-summary";
import { DesignTotalAnnouncement, DesignTotalBar } from "~/components/designer/design-total-bar";
import { ConsentCheckbox } from "~/components/leads/consent-checkbox";
import { TextField, inputClass } from "~/components/leads/form-fields";
import { swatchBackground } from "~/components/manufacturer/color-swatch";
import { PageHero } from "~/components/page-hero";
import { DESIGN_PROCESS } from "~/content/design";
import { appContext } from "~/context";
import { offeredLeadToken } from "~/services/consultations/consultation-pages.server";
import { designLeadCookie, designSentCookie } from "~/lib/designer/design-booking.server";
import {
  DESIGN_QUERY,
  type DesignState,
  designHref,
  designQuery,
  parseDesignQuery,
} from "~/lib/designer/design-address";
import { hasLedgeRoom } from "~/lib/designer/design-ledge";
import { designPlanFor } from "~/lib/designer/design-plan";
import { priceDesign } from "~/lib/designer/design-price";
import { DESIGN_LEAD_FIELDS, DESIGN_SOURCE_PAGE, DESIGN_SUMMARY_PATH } from "~/lib/designer/design-lead";
import { guardServerAction } from "~/lib/leads/form-submission";
import { fieldErrors, readFormBody } from "~/lib/http/http.server";
import { takeLead } from "~/services/leads/lead-intake.server";
import { HONEYPOT_FIELD, RATE_LIMIT_MESSAGE } from "~/lib/leads/lead-form-fields";
import { SpamFields } from "~/components/leads/spam-fields";
import { NearestBranchFields } from "~/components/leads/nearest-branch-fields";
import { ClosingCta } from "~/components/closing-cta";
import { catalogueFilterOptions, filterCatalogue, parseCatalogueFilters } from "~/lib/catalogue/pool-filters";
import { BASE_POOL_PRICE, SIZE_TIERS, estimatedTotalForTier, formatUsd } from "~/lib/catalogue/pricing";
import { companyFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { DesignLeadFormSchema } from "~/lib/schemas/design-lead";
import { designLeadRecord, readDesign } from "~/models/designs.server";
import { listActivePools } from "~/models/pools.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/design.css?url";
import type { Route } from "./+types/design";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

const PATH = "/design";
const FILTER_KEYS = ["brand", "shape", "size"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const url = new URL(request.url);
  const [read, pools] = await Promise.all([readDesign(db, url.searchParams), listActivePools(db)]);
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
    colors: read.colors,
    // Only what the page offers: the active add-ons (the price of a retired one is in its note).
    addOns: read.addOns.filter((a) => a.isActive),
    price: { lines: read.price.lines, total: read.price.total, monthly: read.price.monthly },
    notes: read.notes.map((n) => n.message),
    planHref: read.planHref,
    filters: { brand: filters.brand, shape: filters.shape, size: filters.size },
    filterOptions: { brand: options.brands, shape: options.shapes, size: options.sizes },
    models,
  };
}

type DesignFailure = { ok: false; errors: Record<string, string>; message: string; values: Record<string, string> };

/** "Send me this design": the lead, with the design priced again here (never the browser's figures). */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const form = await readFormBody(request);
  const values = Object.fromEntries(DESIGN_LEAD_FIELDS.map((f) => [f, form.get(f)?.trim() ?? ""]));
  const failure = (errors: Record<string, string>, message: string, status: number, headers?: HeadersInit) =>
    data<DesignFailure>({ ok: false, errors, message, values }, { status, headers });

  const read = await readDesign(app.db, form);
  if (!read.pool) return failure({ poolId: "Choose a model first." }, "Choose a model first.", 400);
  const parsed = DesignLeadFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return failure(fieldErrors(parsed.error), "Please correct the highlighted fields.", 400);

  const result = await takeLead(
    app,
    request,
    { ...parsed.data, requestType: "estimate", sourcePage: DESIGN_SOURCE_PAGE, poolId: read.pool.id },
    { honeypot: form.get(HONEYPOT_FIELD) ?? undefined, from: "form" },
    { design: designLeadRecord(read) },
  );
  switch (result.kind) {
    case "stored": {
      // Spam is answered like any other stored lead: the same summary page, and a lead token that books nothing.
      // The token goes to the success screen in a flash cookie, never in the shareable summary address.
      // The copy by e-mail is the visitor's confirmation job, queued for a lead with an address. Suspected spam
      // queues none but is told the same, so that the answer gives nothing away (a person wrongly held as spam is
      // reached by staff, who review spam and send the e-mails with "Not spam").
      const emailed = Boolean(parsed.data.email);
      return redirect(`${DESIGN_SUMMARY_PATH}?${designQuery(read.design)}&sent=1`, {
        headers: [
          ["Set-Cookie", designLeadCookie(offeredLeadToken(result, app.config.sessionSecret), app.config.isProduction)],
          ["Set-Cookie", designSentCookie(app.config.isProduction, emailed ? "emailed" : "1")],
          ["Set-Cookie", result.formCookie],
        ],
      });
    }
    case "invalid":
      return failure(result.errors, "Please correct the highlighted fields.", 400);
    case "rate-limited":
      return failure({}, RATE_LIMIT_MESSAGE, 429, { "Set-Cookie": result.formCookie });
  }
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return guardServerAction(serverAction);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const company = companyFromMatches(matches);
  const siteUrl = siteUrlFromMatches(matches);
  return routeMeta(matches, {
    title: "Design Your Pool",
    description: `Design your fiberglass pool online: choose a model, a finish color and add-ons, see the plan, the itemized price and the monthly payment, and send the design to a Florida specialist. Pools from ${formatUsd(BASE_POOL_PRICE)}.`,
    path: PATH,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Service",
      name: "Fiberglass pool design",
      serviceType: "Swimming pool design",
      url: siteUrl + PATH,
      areaServed: { "@type": "State", name: "Florida" },
      provider: { "@type": "HomeAndConstructionBusiness", name: company.name, url: siteUrl + "/" },
      offers: {
        "@type": "AggregateOffer",
        priceCurrency: "USD",
        lowPrice: estimatedTotalForTier(SIZE_TIERS[0]!.name),
        highPrice: estimatedTotalForTier(SIZE_TIERS[SIZE_TIERS.length - 1]!.name),
      },
    },
  });
};

type LoaderData = Route.ComponentProps["loaderData"];
type Choices = DesignState["addOns"];

/** The compact add-on list of the address, for the hidden fields of the details form. */
const addOnsField = (addOns: Choices) =>
  new URLSearchParams(designQuery({ poolId: null, color: null, addOns })).get(DESIGN_QUERY.addOns) ?? "";

/** The design the choices form holds now. */
function readForm(form: HTMLFormElement): DesignState {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
  return parseDesignQuery(params).design;
}

/** The catalogue filters the choices form holds now. */
function readFilters(form: HTMLFormElement): LoaderData["filters"] {
  const data = new FormData(form);
  const value = (key: (typeof FILTER_KEYS)[number]) => {
    const text = data.get(key);
    return typeof text === "string" && text !== "" ? text : null;
  };
  return { brand: value("brand"), shape: value("shape"), size: value("size") };
}

const sameChoices = (a: Choices, b: Choices) =>
  designQuery({ poolId: null, color: null, addOns: a }) === designQuery({ poolId: null, color: null, addOns: b });

/**
 * The model list: a closed select cannot wrap, so on a 320 px phone every pixel goes to the chosen model's name and
 * price (regular weight, the narrower inline padding).
 */
const MODEL_SELECT_CLASS = `${inputClass.replace("px-4", "pr-2 pl-3")} font-normal`;

/** The details a refused send names in its summary, in the form's order. */
const FIELD_LABELS: Record<string, string> = {
  poolId: "Model",
  firstName: "First name",
  lastName: "Last name",
  phone: "Phone",
  email: "Email",
  consentToContact: "Consent",
};

export default function DesignPage({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData;
  const loaded = designHref(data.design);
  // The visitor's changes since the last load; a new load (another model) starts from the server's design.
  const [local, setLocal] = useState<{ from: string; color: string | null; addOns: Choices } | null>(null);
  const current =
    local && local.from === loaded ? local : { from: loaded, color: data.design.color, addOns: data.design.addOns };
  const changed = local !== null && local.from === loaded;
  const priced = changed
    ? priceDesign({
        poolId: data.pool?.id ?? null,
        pool: data.pool?.facts ?? null,
        choices: current.addOns,
        addOns: data.addOns,
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
  const apply = (next: { color: string | null; addOns: Choices }) => {
    setLocal({ from: loaded, ...next });
    const href = designHref({ poolId: data.design.poolId, ...next });
    window.history.replaceState(window.history.state, "", href + filterSuffix(data.filters, href));
  };

  /** A model or filter change loads the page for it, the address in its compact form. */
  const showModel = (form: HTMLFormElement) => {
    const href = designHref(readForm(form));
    submit(new URLSearchParams((href + filterSuffix(readFilters(form), href)).split("?")[1] ?? ""), {
      method: "get",
      action: PATH,
      replace: true,
      preventScrollReset: true,
    });
  };

  // What was chosen before the scripts ran is read from the page itself (decision 023).
  useEffect(() => {
    const form = choicesForm.current;
    if (!form) return;
    const read = readForm(form);
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
  // A refused send, answered in the browser: focus goes to the summary of what is wrong (the server's own page
  // does the same through autofocus). Not on hydration: a visitor already typing keeps their place.
  const errorSummary = useRef<HTMLDivElement>(null);
  const sentHere = useRef(false);
  useEffect(() => {
    if (failure && sentHere.current) errorSummary.current?.focus();
  }, [failure]);

  const ledgeRoom = data.pool ? hasLedgeRoom(data.pool.facts) : null;
  const chosenKeys = new Map(current.addOns.map((c) => [c.key, c.quantity]));
  const groups = new Map<string, typeof data.addOns>();
  for (const addOn of data.addOns)
    if (addOn.choiceGroup) groups.set(addOn.choiceGroup, [...(groups.get(addOn.choiceGroup) ?? []), addOn]);
  const navigation = useNavigation();
  const designAddress = designHref(design);
  const failedFields = failure ? Object.keys(FIELD_LABELS).filter((field) => failure.errors[field]) : [];

  return (
    // Whatever the page scrolls to (a field, an error, the summary) stops below the sticky header and, on a phone,
    // above the total bar.
    <div className="[html:has(&)]:scroll-pt-32 max-lg:[html:has(&)]:scroll-pb-24">
      <PageHero
        eyebrow="Pool designer"
        title="Design your pool"
        intro="Choose a model, a finish color and the add-ons you want. The plan, the itemized price and the monthly payment follow every choice, and the design stays in the address to share or come back to."
        facts={[`From ${formatUsd(BASE_POOL_PRICE)}`, "Plan drawing of every model", "Free design consultation"]}
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
            action={PATH}
            replace
            preventScrollReset
            onChange={(event) => {
              const target: EventTarget = event.target;
              const name = target instanceof HTMLSelectElement ? target.name : "";
              if (name === DESIGN_QUERY.poolId || (FILTER_KEYS as readonly string[]).includes(name)) {
                showModel(event.currentTarget);
              } else {
                const read = readForm(event.currentTarget);
                apply({ color: read.color, addOns: read.addOns });
              }
            }}
            onBlur={(event) => {
              // A quantity typed out of range is priced at its limit; leaving the field shows that limit too.
              if (event.target instanceof HTMLInputElement && correctQuantity(event.target)) {
                const read = readForm(event.currentTarget);
                apply({ color: read.color, addOns: read.addOns });
              }
            }}
            onSubmit={(event) => {
              // With scripts every choice is applied as it is made; the buttons are only drawn without them.
              event.preventDefault();
            }}
            className="space-y-8"
          >
            <section aria-labelledby="step-model" className="rounded-2xl border border-slate-200 bg-white p-3 sm:p-5">
              <h2 id="step-model" className="text-xl font-extrabold text-ocean-950">
                1. Model
              </h2>
              <div className="mt-4 grid gap-4 sm:grid-cols-3">
                {FILTER_KEYS.map((key) => (
                  <label key={key} className="text-sm font-semibold text-ocean-950">
                    {key === "brand" ? "Brand" : key === "shape" ? "Shape" : "Size"}
                    <select name={key} defaultValue={data.filters[key] ?? ""} className={inputClass}>
                      <option value="">All</option>
                      {data.filterOptions[key].map((value) => (
                        <option key={value}>{value}</option>
                      ))}
                    </select>
                  </label>
                ))}
                <label className="text-sm font-semibold text-ocean-950 sm:col-span-3">
                  Model ({data.models.length})
                  <select
                    name={DESIGN_QUERY.poolId}
                    defaultValue={data.design.poolId ?? ""}
                    className={MODEL_SELECT_CLASS}
                  >
                    <option value="">Choose a model</option>
                    {data.models.map((model) => (
                      <option key={model.id} value={model.id}>
                        {model.label}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              <noscript>
                <button type="submit" className="btn-outline mt-4">
                  Show this model
                </button>
              </noscript>
            </section>

            <section aria-labelledby="step-color" className="rounded-2xl border border-slate-200 bg-white p-3 sm:p-5">
              <h2 id="step-color" className="text-xl font-extrabold text-ocean-950">
                2. Color
              </h2>
              {!data.pool ? (
                <p className="mt-2 text-slate-700">
                  Choose a model first: each manufacturer has its own finish colors.
                </p>
              ) : data.colors.length === 0 ? (
                <p className="mt-2 text-slate-700">
                  The {data.pool.name}'s finish is chosen with you at the consultation.
                </p>
              ) : (
                // A new load (another model) draws the choices afresh from the server's design.
                <fieldset key={loaded} className="mt-3">
                  <legend className="text-sm text-slate-700">{data.pool.manufacturer} finish colors</legend>
                  <div className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-2">
                    {data.colors.map((color) => (
                      <label
                        key={color.value}
                        className="flex cursor-pointer items-center gap-2 rounded-xl border border-slate-200 p-2 text-sm has-checked:border-ocean-600 has-checked:ring-2 has-checked:ring-ocean-200"
                      >
                        <input
                          type="radio"
                          name={DESIGN_QUERY.color}
                          value={color.value}
                          defaultChecked={color.value === current.color}
                        />
                        <span
                          aria-hidden="true"
                          className="size-6 shrink-0 rounded-full ring-1 ring-black/10"
                          style={{ background: swatchBackground(color) }}
                        />
                        <span className="min-w-0">
                          {color.name}
                          {color.collection ? (
                            <span className="block text-xs text-slate-600">{color.collection} collection</span>
                          ) : null}
                        </span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              )}
              {data.pool && data.colors.length > 0 && (
                <noscript>
                  <button type="submit" className="btn-outline mt-3">
                    Choose this color
                  </button>
                </noscript>
              )}
            </section>

            <section aria-labelledby="step-addons" className="rounded-2xl border border-slate-200 bg-white p-3 sm:p-5">
              <h2 id="step-addons" className="text-xl font-extrabold text-ocean-950">
                3. Add-ons
              </h2>
              <div key={loaded} className="mt-3">
                {[...groups].map(([group, members]) => (
                  <fieldset key={group} className="mb-3 rounded-xl border border-slate-200 p-3">
                    <legend className="px-1 text-sm font-semibold text-ocean-950">Heating: one of two</legend>
                    {members.map((addOn) => (
                      <AddOnRow
                        key={addOn.key}
                        addOn={addOn}
                        type="radio"
                        checked={chosenKeys.has(addOn.key)}
                        quantity={chosenKeys.get(addOn.key)}
                      />
                    ))}
                    <label className="flex items-center gap-2 py-1 text-sm">
                      <input
                        type="radio"
                        name={DESIGN_QUERY.addOn}
                        value=""
                        defaultChecked={!members.some((m) => chosenKeys.has(m.key))}
                      />
                      No {group}
                    </label>
                  </fieldset>
                ))}
                <div className="divide-y divide-slate-100">
                  {data.addOns
                    .filter((addOn) => !addOn.choiceGroup)
                    .map((addOn) =>
                      addOn.needsLedgeRoom && ledgeRoom === false ? (
                        <p key={addOn.key} className="py-2 text-sm text-slate-600">
                          {addOn.name}: the {data.pool!.name} has no room for one.
                        </p>
                      ) : (
                        <AddOnRow
                          key={addOn.key}
                          addOn={addOn}
                          type="checkbox"
                          checked={chosenKeys.has(addOn.key)}
                          quantity={chosenKeys.get(addOn.key)}
                        />
                      ),
                    )}
                </div>
              </div>
              <noscript>
                <button type="submit" className="btn-outline mt-3">
                  Update my total
                </button>
              </noscript>
            </section>
          </Form>

          <section aria-labelledby="step-details" className="rounded-2xl border border-slate-200 bg-white p-3 sm:p-5">
            <h2 id="step-details" className="text-xl font-extrabold text-ocean-950">
              4. Your details
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              A pool specialist calls you within 24 hours to plan your free design consultation. Give your e-mail
              address and we e-mail you a copy of this design.
            </p>
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
                        {FIELD_LABELS[field]}: {failure.errors[field]}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
            {/* A design without a model cannot be priced or sent: the form waits for step 1. */}
            {!data.pool ? (
              <p className="mt-3 text-slate-700">
                <a href="#step-model" className="font-semibold text-ocean-800 underline">
                  Choose a model in step 1
                </a>
                , then send your design from here.
              </p>
            ) : (
              // Posted to the design's own address: a refused send is answered there, the design kept.
              <Form
                method="post"
                action={designAddress + filterSuffix(data.filters, designAddress)}
                preventScrollReset
                onSubmit={() => {
                  sentHere.current = true;
                }}
                className="mt-4 grid gap-4 sm:grid-cols-2"
                noValidate
              >
                <TextField
                  label="First name"
                  name="firstName"
                  required
                  autoComplete="given-name"
                  defaultValue={failure?.values.firstName}
                  error={failure?.errors.firstName}
                />
                <TextField
                  label="Last name"
                  name="lastName"
                  optional
                  autoComplete="family-name"
                  defaultValue={failure?.values.lastName}
                  error={failure?.errors.lastName}
                />
                <TextField
                  label="Phone"
                  name="phone"
                  type="tel"
                  required
                  autoComplete="tel"
                  defaultValue={failure?.values.phone}
                  error={failure?.errors.phone}
                />
                <TextField
                  label="Email"
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
                </div>
                <SpamFields />
                {/* The header's nearest office: the lead's branch unless its phone names another. */}
                <NearestBranchFields />
                {data.design.poolId !== null && (
                  <input type="hidden" name={DESIGN_QUERY.poolId} value={data.design.poolId} />
                )}
                {current.color && <input type="hidden" name={DESIGN_QUERY.color} value={current.color} />}
                {current.addOns.length > 0 && (
                  <input type="hidden" name={DESIGN_QUERY.addOns} value={addOnsField(current.addOns)} />
                )}
                <button
                  type="submit"
                  className="btn-primary sm:col-span-2 sm:justify-self-start"
                  disabled={navigation.state === "submitting"}
                >
                  Send me this design
                </button>
              </Form>
            )}
          </section>

          <section aria-labelledby="how" className="rounded-2xl bg-ocean-50 p-5 ring-1 ring-ocean-100">
            <h2 id="how" className="font-extrabold text-ocean-950">
              After you send it
            </h2>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
              {DESIGN_PROCESS.map((step) => (
                <li key={step.title}>
                  <strong>{step.title}:</strong> {step.text}
                </li>
              ))}
            </ol>
            <p className="mt-3 text-sm text-slate-700">
              Pool dimensions may vary by up to 3% from published specifications, and all pools are non-diving pools
              unless stated otherwise.
            </p>
          </section>
          {data.pool && <DesignTotalBar total={total} monthly={monthly?.payment ?? null} detailsHref="#your-design" />}
        </div>

        <aside id="your-design" aria-label="Your design" className="scroll-mt-32 lg:sticky lg:top-28 lg:self-start">
          <DesignSummary
            poolName={data.pool?.name ?? null}
            dimensions={data.pool?.dimensions ?? null}
            color={current.color}
            planHref={planHref}
            lines={lines}
            total={total}
            monthly={monthly}
          />
          <a href={`${DESIGN_SUMMARY_PATH}?${designQuery(design)}`} className="btn-outline mt-3 w-full">
            Printable summary
          </a>
        </aside>
      </div>
      <DesignTotalAnnouncement total={total} monthly={monthly?.payment ?? null} />
      <ClosingCta
        title="Rather talk it through?"
        text="Get a free estimate, or call your nearest office: a designer will place the pool on your own yard plan."
      />
    </div>
  );
}

/** The catalogue filters as the rest of an address (after `href`, which may or may not have a query yet). */
function filterSuffix(filters: LoaderData["filters"], href: string): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]!);
  const query = params.toString();
  return query ? `${href.includes("?") ? "&" : "?"}${query}` : "";
}

/** Puts a quantity field back within its min and max (an unreadable one back to what it showed); true if it changed. */
function correctQuantity(input: HTMLInputElement): boolean {
  if (input.type !== "number" || !input.name.startsWith(DESIGN_QUERY.quantityPrefix)) return false;
  const typed = Number.isNaN(input.valueAsNumber) ? Number(input.defaultValue) : Math.round(input.valueAsNumber);
  const fixed = String(Math.min(Number(input.max), Math.max(Number(input.min), typed)));
  if (fixed === input.value) return false;
  input.value = fixed;
  return true;
}

function AddOnRow({
  addOn,
  type,
  checked,
  quantity,
}: {
  addOn: LoaderData["addOns"][number];
  type: "radio" | "checkbox";
  checked: boolean;
  quantity: number | undefined;
}) {
  const perUnit = addOn.pricingKind === "per-unit";
  return (
    <div className="flex items-start gap-3 py-2">
      {addOn.imageUrl ? (
        <img
          src={addOn.imageUrl}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="size-12 shrink-0 rounded-lg"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <label className="flex items-center gap-2 font-semibold text-ocean-950">
          <input type={type} name={DESIGN_QUERY.addOn} value={addOn.key} defaultChecked={checked} />
          {addOn.name}
          <span className="ml-auto text-sm font-normal text-slate-700">
            {formatUsd(addOn.price)}
            {perUnit ? ` per ${addOn.unitLabel}` : ""}
          </span>
        </label>
        <p className="text-sm text-slate-600">{addOn.description}</p>
        {perUnit && (
          <label className="mt-1 flex items-center gap-2 text-sm text-slate-700">
            Quantity ({addOn.unitLabel}, {addOn.minQuantity}-{addOn.maxQuantity})
            <input
              type="number"
              name={`${DESIGN_QUERY.quantityPrefix}${addOn.key}`}
              min={addOn.minQuantity}
              max={addOn.maxQuantity}
              defaultValue={Math.min(addOn.maxQuantity, Math.max(addOn.minQuantity, quantity ?? addOn.defaultQuantity))}
              className="w-24 rounded-lg border border-slate-300 px-2 py-1"
            />
          </label>
        )}
      </div>
    </div>
  );
}
