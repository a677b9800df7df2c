import { Link, data, redirect } from "react-router";
import { consultationTexts } from "~/content/texts/consultation.server";
import { SlotPicker } from "~/components/consultation/slot-picker";
import { appContext } from "~/context";
import { issueBookingToken } from "~/lib/consultations/consultation-links.server";
import {
  PRIVATE_PAGE_HEADERS,
  leadOfOfferedToken,
  leadOfToken,
  pickerData,
  refusalText,
  startingOffice,
  takeBookingAttempt,
} from "~/services/consultations/consultation-pages.server";
import { type Locale, localeOfRequest, localizedPath } from "~/lib/i18n/locale";
import { pickTexts, useTexts } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { BOOK_PATH, LEAD_TOKEN_FIELD, type SlotPickerData } from "~/lib/consultations/consultation-picker";
import { readFormBody } from "~/lib/http/http.server";
import { routeMeta } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { type BookingFormRefusal, parseBookingForm } from "~/lib/schemas/consultation";
import { bookConsultation, listFreeSlots } from "~/models/consultations.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/consultation-book.css?url";
import type { Route } from "./+types/consultation-book";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

// /consultation/book: the visitor picks a consultation time for the request they just sent (decision 031).
// The estimate's success screen posts here (and its office switch is a GET form here), so it works
// without scripts. The lead token proves the visitor sent that request; the page is never cached or indexed.

type BookPage = { leadToken: string; picker: SlotPickerData } | { leadToken: null; message: string };

/** What the visitor is told when the form cannot be booked as sent (a tampered time reads as one not offered). */
const BOOKING_FORM_REFUSALS = {
  "unknown-office": "unknown-office",
  "no-time": "no-time",
  "unreadable-time": "outside-hours",
} as const satisfies Record<BookingFormRefusal, string>;

const unknownRequest = (locale: Locale): BookPage => ({
  leadToken: null,
  message: refusalText(locale, "unknown-lead"),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const locale = localeOfRequest(request);
  const texts = pickTexts(locale, consultationTexts);
  const query = new URL(request.url).searchParams;
  const leadToken = query.get(LEAD_TOKEN_FIELD);
  // Any token a lead's answer carried shows the times (spam's too, so its offer looks like any other); only a
  // bookable one books (the action).
  if (!leadToken || leadOfOfferedToken(leadToken, config.sessionSecret) === null) {
    return data({ ...unknownRequest(locale), texts }, { status: 403, headers: PRIVATE_PAGE_HEADERS });
  }
  const officeId = startingOffice(query.get("office"));
  const page: BookPage = {
    leadToken,
    picker: pickerData(officeId, await listFreeSlots(db, officeId), undefined, locale),
  };
  return data({ ...page, texts }, { headers: PRIVATE_PAGE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, clientIp } = context.get(appContext);
  const locale = localeOfRequest(request);
  const form = await readFormBody(request);
  const leadToken = form.get(LEAD_TOKEN_FIELD) ?? "";
  const leadId = leadOfToken(leadToken, config.sessionSecret);
  if (leadId === null) return data(unknownRequest(locale), { status: 403 });
  const asked = form.get("office") ?? "";
  const officeId = startingOffice(asked);
  const again = async (message: string, status: number, offered?: Parameters<typeof pickerData>[1]) => {
    const slots = offered?.length ? offered : await listFreeSlots(db, officeId);
    return data<BookPage>({ leadToken, picker: pickerData(officeId, slots, message, locale) }, { status });
  };
  const retryAfter = await takeBookingAttempt(db, config, clientIp);
  if (retryAfter !== null) return again(refusalText(locale, "too-many"), 429);
  // The same rule as POST /api/consultations, answered in the visitor's words.
  const parsed = parseBookingForm({ leadId, leadToken }, { office: asked, start: form.get("start") });
  if (!parsed.success) return again(refusalText(locale, BOOKING_FORM_REFUSALS[parsed.refusal]), 400);
  const result = await bookConsultation(db, { leadId, officeId, start: new Date(parsed.data.start) });
  if (!result.ok) {
    const status = result.reason === "full" || result.reason === "already-booked" ? 409 : 400;
    return again(refusalText(locale, result.reason), status, result.nextSlots);
  }
  // The confirmation is the booking's own page: the link the e-mail gives, to see, move or cancel it.
  const token = issueBookingToken(result.booking, config.sessionSecret);
  return redirect(localizedPath(locale, `/consultation/${token}?booked=1`));
}

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["consultation"], ({ consultation }, { matches }) => {
    const t = consultation.book;
    return routeMeta(matches, { title: t.title, description: t.description, path: BOOK_PATH, noindex: true });
  });

export default function ConsultationBookPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  const t = useTexts("consultation");
  const to = useLocalePath();
  return (
    <section className="container-page max-w-3xl py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-ocean-950">{t.book.heading}</h1>
      {page.leadToken === null ? (
        <>
          <p role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 font-medium text-red-800">
            {page.message}
          </p>
          <Link to={to("/estimate")} className="btn-ocean mt-6">
            {t.book.requestEstimate}
          </Link>
        </>
      ) : (
        <SlotPicker
          // A new answer (another office, a refusal) starts a fresh form: no stale choice stays ticked.
          key={`${page.picker.officeId}:${page.picker.message ?? ""}`}
          data={page.picker}
          action={to(BOOK_PATH)}
          fields={{ [LEAD_TOKEN_FIELD]: page.leadToken }}
          officeAction={to(BOOK_PATH)}
          officeFields={{ [LEAD_TOKEN_FIELD]: page.leadToken }}
          submitLabel={t.picker.book}
          texts={t.picker}
        />
      )}
    </section>
  );
}
