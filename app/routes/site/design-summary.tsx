// The printable summary of a design (decision 032): the address's design priced
// as it stands now, on one page; printing leaves out the site's header and
// footer (design-summary.css). After "Send me this design" it is the success
// screen (sent=1): it thanks the visitor and, for the one who sent it (the lead
// token in the post's flash cookie, design-booking.server), offers the free
// consultation times as the estimate's success screen does. The address holds
// no personal details and no token, so it is safe to share.
import { useEffect, useRef } from "react";
import { Link, data } from "react-router";
import { SlotPicker } from "~/components/consultation/slot-picker";
import { DesignSummary } from "~/components/designer/design-summary";
import { useHydrated } from "~/components/leads/use-hydrated";
import { appContext } from "~/context";
import { consultationTexts } from "~/content/texts/consultation.server";
import { designerTexts } from "~/content/texts/designer.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { pickTexts, useTexts } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { leadOfOfferedToken, pickerData, startingOffice } from "~/services/consultations/consultation-pages.server";
import { BOOK_PATH, LEAD_TOKEN_FIELD, type SlotPickerData } from "~/lib/consultations/consultation-picker";
import { designHref, designQuery } from "~/lib/designer/design-address";
import { designJustSent, designSentCookie, readDesignLeadToken } from "~/lib/designer/design-booking.server";
import { DESIGN_SOURCE_PAGE, DESIGN_SUMMARY_PATH } from "~/lib/designer/design-lead";
import { trackLead } from "~/lib/attribution/analytics";
import { CACHE_NONE } from "~/lib/http/http.server";
import { routeMeta } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { listFreeSlots } from "~/models/consultations.server";
import { designLeadBranch, readDesign } from "~/models/designs.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/design-summary.css?url";
import printStyles from "~/styles/print-summary.css?url";
import type { Route } from "./+types/design-summary";

export const links: Route.LinksFunction = () => [
  pageStylesheet(stylesheet),
  { rel: "stylesheet", href: printStyles, media: "print" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const url = new URL(request.url);
  const locale = localeOfRequest(request);
  const read = await readDesign(db, url.searchParams, locale);
  const sent = url.searchParams.get("sent") === "1";
  // The consultation times, for the visitor who sent the design (the booking checks the token itself).
  const leadToken = sent ? readDesignLeadToken(request) : null;
  let consultation: { leadToken: string; picker: SlotPickerData } | null = null;
  if (leadToken) {
    const branch = await designLeadBranch(db, leadOfOfferedToken(leadToken, config.sessionSecret));
    const officeId = startingOffice(url.searchParams.get("office"), branch);
    consultation = { leadToken, picker: pickerData(officeId, await listFreeSlots(db, officeId), undefined, locale) };
  }
  // The send itself (not a reload or a shared address): reported to analytics once, and the mark cleared.
  const justSent = sent ? designJustSent(request) : null;
  const reportLead = justSent !== null;
  const page = {
    sent,
    reportLead,
    /** Said only on the answer to the send itself, when the copy was queued (a reload cannot know it). */
    emailed: justSent === "emailed",
    consultation,
    pool: read.pool && { name: read.pool.name, dimensions: read.pool.dimensions, manufacturer: read.pool.manufacturer },
    color: read.design.color,
    planHref: read.planHref,
    price: { lines: read.price.lines, total: read.price.total, monthly: read.price.monthly },
    notes: read.notes.map((n) => n.message),
    designerHref: designHref(read.design),
    /** The office switch keeps the design and the success screen (a GET form to this page). */
    officeFields: { ...Object.fromEntries(new URLSearchParams(designQuery(read.design))), sent: "1" },
    // The picker's words only for the visitor who is offered it.
    texts: consultation ? pickTexts(locale, designerTexts, consultationTexts) : pickTexts(locale, designerTexts),
  };
  // A page with a lead token (in its forms) is this visitor's own: never stored by the response cache.
  if (reportLead) {
    return data(page, {
      headers: [
        ["Cache-Control", CACHE_NONE],
        ["Set-Cookie", designSentCookie(config.isProduction, null, locale)],
      ],
    });
  }
  return consultation ? data(page, { headers: { "Cache-Control": CACHE_NONE } }) : page;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["designer"], ({ designer }, { matches }) => {
    const t = designer.summaryPage;
    // A visitor's own design: not a page to index; its canonical is the designer.
    return routeMeta(matches, { title: t.title, description: t.description, path: "/design", noindex: true });
  });

export default function DesignSummaryPage({ loaderData }: Route.ComponentProps) {
  const { sent, reportLead, emailed, consultation, officeFields, pool, color, planHref, price, notes, designerHref } =
    loaderData;
  const t = useTexts("designer").summaryPage;
  const to = useLocalePath();
  // GA4's generate_lead for the design just sent, with or without scripts at the send (the root loads gtag first).
  useEffect(() => {
    if (reportLead) trackLead("estimate", DESIGN_SOURCE_PAGE);
  }, [reportLead]);
  // Arriving from "Send me this design" in the browser, the visitor was left near the designer's scroll position
  // (deep in the page): they are brought to the top, to the thanks and the times, and focus starts there.
  // Not on a page the server rendered (hydration): there the browser starts at the top, and a visitor who has
  // scrolled to the times before the scripts ran stays where they are.
  const heading = useRef<HTMLHeadingElement>(null);
  const mountedInBrowser = useHydrated();
  useEffect(() => {
    if (sent && mountedInBrowser) {
      // Instant: the router's own reset is smooth (the site's scroll-behavior) and the shorter page cuts it short.
      window.scrollTo({ top: 0, behavior: "instant" });
      heading.current?.focus({ preventScroll: true });
    }
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="container-page max-w-3xl py-10 print:py-0">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-extrabold text-ocean-950 outline-none">
        {t.heading}
      </h1>
      {sent && (
        <p
          role="status"
          className="mt-4 rounded-2xl bg-palm-50 p-4 font-semibold text-ocean-950 ring-1 ring-palm-200 print:hidden"
        >
          {t.thanks}
          {emailed ? t.emailed : ""}
        </p>
      )}
      {consultation && (
        <section aria-labelledby="pick-consultation" className="mt-6 print:hidden">
          <h2 id="pick-consultation" className="text-xl font-bold text-ocean-950">
            {t.pickTime}
          </h2>
          <ConsultationPicker
            // Another office is a new answer: a fresh form, no stale choice ticked.
            key={consultation.picker.officeId}
            data={consultation.picker}
            action={to(BOOK_PATH)}
            fields={{ [LEAD_TOKEN_FIELD]: consultation.leadToken }}
            officeAction={to(DESIGN_SUMMARY_PATH)}
            officeFields={officeFields}
          />
        </section>
      )}
      {notes.length > 0 && (
        <ul className="mt-3 space-y-1 rounded-2xl bg-sun-50 p-4 text-sm text-ocean-950 ring-1 ring-sun-300">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <DesignSummary
          poolName={pool?.name ?? null}
          dimensions={pool?.dimensions ?? null}
          color={color}
          planHref={planHref}
          lines={price.lines}
          total={price.total}
          monthly={price.monthly}
        />
      </div>
      <p className="mt-3 text-sm text-slate-700">{t.prices}</p>
      <p className="mt-6 flex flex-wrap gap-3 print:hidden">
        <Link to={to(designerHref)} className="btn-outline">
          {t.back}
        </Link>
        <span className="self-center text-sm text-slate-700">{t.print}</span>
      </p>
    </div>
  );
}

/** The slot picker with its words: the consultation texts are sent only when the picker is offered. */
function ConsultationPicker(props: Omit<Parameters<typeof SlotPicker>[0], "texts" | "submitLabel">) {
  const { picker } = useTexts("consultation");
  return <SlotPicker {...props} submitLabel={picker.book} texts={picker} />;
}
