import { data, redirect } from "react-router";
import { useCompany } from "~/components/company-context";
import { SlotPicker } from "~/components/consultation/slot-picker";
import { appContext } from "~/context";
import { type OfficeId, isOfficeId, telHref } from "~/lib/company/offices";
import { officeFullAddress } from "~/lib/company/company-profile";
import { consultationWhen } from "~/lib/consultations/consultation-emails";
import { consultationEmailLanguage, consultationTexts } from "~/content/texts/consultation.server";
import { type Locale, localeOfRequest, localizedPath } from "~/lib/i18n/locale";
import { pickTexts, useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { bookingTokenFits, issueBookingToken, readBookingToken } from "~/lib/consultations/consultation-links.server";
import {
  PRIVATE_PAGE_HEADERS,
  pickerData,
  refusalText,
  resendBookingLink,
  startingOffice,
  takeBookingChange,
} from "~/services/consultations/consultation-pages.server";
import type { SlotPickerData } from "~/lib/consultations/consultation-picker";
import { readFormBody } from "~/lib/http/http.server";
import { maskedEmail } from "~/lib/consultations/masked-email";
import { routeMeta } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { cancelConsultation, findBooking, listMoveSlots, moveConsultation } from "~/models/consultations.server";
import { getLeadById } from "~/models/leads.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/consultation-manage.css?url";
import type { Route } from "./+types/consultation-manage";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

// /consultation/:token: the visitor's booking at the signed link of the confirmation (decision 031): see it,
// download the invitation, move it to another free slot or cancel it, without an account. A link that
// expired (the consultation is over) or was used up (moved or cancelled since: the version changed) gets
// a clear message, never an error page.

type ManagePage =
  /** `resent`: the answer to "Send my link again", the same for every dead link. */
  | { state: "invalid"; message: string; resent?: string }
  | { state: "cancelled"; officeId: OfficeId; when: string }
  | {
      state: "booked";
      token: string;
      officeId: OfficeId;
      when: string;
      /** "booked" right after booking, "moved" right after a move. */
      news: "booked" | "moved" | null;
      /** After a move: where the new link went ("j•••@example.com"), so the visitor knows to look there. */
      newLinkSentTo: string | null;
      /** The move picker starts open: the visitor was choosing (another office, a refused time). */
      moving: boolean;
      picker: SlotPickerData;
    };

const invalid = (locale: Locale): Extract<ManagePage, { state: "invalid" }> => ({
  state: "invalid",
  message: refusalText(locale, "not-found"),
});

/** "lunes 9 de marzo, 9:00 a. m. - 10:00 a. m. (hora de la Florida)": the booking's time in the page's language. */
const whenIn = (locale: Locale, booking: { slotStart: Date; slotEnd: Date }) =>
  consultationWhen(booking, consultationEmailLanguage(locale));

async function heldBooking(context: Route.LoaderArgs["context"], token: string) {
  const { db, config } = context.get(appContext);
  const claim = readBookingToken(token, config.sessionSecret);
  const booking = claim ? await findBooking(db, claim.bookingId) : undefined;
  return claim && booking && bookingTokenFits(claim, booking) ? booking : null;
}

/** The booking this very link cancelled (its version was bumped once, by the cancellation). */
async function cancelledByLink(context: Route.LoaderArgs["context"], token: string) {
  const { db, config } = context.get(appContext);
  const claim = readBookingToken(token, config.sessionSecret);
  const booking = claim ? await findBooking(db, claim.bookingId) : undefined;
  return claim && booking?.status === "cancelled" && booking.tokenVersion === claim.tokenVersion + 1 ? booking : null;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const texts = pickTexts(locale, consultationTexts);
  const booking = await heldBooking(context, params.token);
  if (!booking) {
    // After a cancel (and at a later visit of the same link), the page says so instead of "not valid".
    const cancelled = await cancelledByLink(context, params.token);
    const page: ManagePage = cancelled
      ? { state: "cancelled", officeId: cancelled.officeId, when: whenIn(locale, cancelled) }
      : invalid(locale);
    return data({ ...page, texts }, { status: cancelled ? 200 : 410, headers: PRIVATE_PAGE_HEADERS });
  }
  const query = new URL(request.url).searchParams;
  const officeId = startingOffice(query.get("office") ?? booking.officeId);
  const news = query.get("booked") ? "booked" : query.get("moved") ? "moved" : null;
  const { db } = context.get(appContext);
  const email = news === "moved" ? (await getLeadById(db, booking.leadId))?.email : null;
  const page: ManagePage = {
    state: "booked",
    token: params.token,
    officeId: booking.officeId,
    when: whenIn(locale, booking),
    news,
    newLinkSentTo: email ? maskedEmail(email) : null,
    moving: query.has("office"),
    // Its own time is not offered as a place to move to: moving there would change nothing.
    picker: pickerData(officeId, await listMoveSlots(db, booking, officeId), undefined, locale),
  };
  return data({ ...page, texts }, { headers: PRIVATE_PAGE_HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config, clientIp } = context.get(appContext);
  const locale = localeOfRequest(request);
  const form = await readFormBody(request);
  if (form.get("intent") === "resend-link") {
    const retryAfter = await resendBookingLink(db, config, clientIp, params.token);
    return retryAfter === null
      ? // Its own status: the page's loader answers the dead link 410, which the answer to a request is not.
        data<ManagePage>({ ...invalid(locale), resent: refusalText(locale, "resent") }, { status: 200 })
      : data<ManagePage>({ ...invalid(locale), resent: refusalText(locale, "too-many") }, { status: 429 });
  }
  const booking = await heldBooking(context, params.token);
  if (!booking) return data(invalid(locale), { status: 410 });
  const asked = form.get("office") ?? "";
  const officeId = startingOffice(asked, null);
  const refused = async (message: string, status: number, offered: Parameters<typeof pickerData>[1] = []) =>
    data<ManagePage>(
      {
        state: "booked",
        token: params.token,
        officeId: booking.officeId,
        when: whenIn(locale, booking),
        news: null,
        newLinkSentTo: null,
        // The refusal is shown in the move picker, cancellations' too.
        moving: true,
        picker: pickerData(
          officeId,
          offered.length ? offered : await listMoveSlots(db, booking, officeId),
          message,
          locale,
        ),
      },
      { status },
    );
  // Each move and cancellation e-mails the visitor and the office: counted per address and per booking.
  if ((await takeBookingChange(db, config, clientIp, booking.id)) !== null) {
    return refused(refusalText(locale, "too-many"), 429);
  }
  if (form.get("intent") === "cancel") {
    const done = await cancelConsultation(db, { id: booking.id, tokenVersion: booking.tokenVersion, by: "customer" });
    return done
      ? ({ state: "cancelled", officeId: booking.officeId, when: whenIn(locale, booking) } satisfies ManagePage)
      : data(invalid(locale), { status: 410 });
  }
  if (!isOfficeId(asked)) return refused(refusalText(locale, "unknown-office"), 400);
  const start = form.get("start");
  if (!start) return refused(refusalText(locale, "no-time"), 400);
  const result = await moveConsultation(db, {
    id: booking.id,
    tokenVersion: booking.tokenVersion,
    start: new Date(start),
    officeId,
    by: "customer",
  });
  if (!result.ok) {
    if (result.reason === "not-found") return data(invalid(locale), { status: 410 });
    return refused(refusalText(locale, result.reason), result.reason === "full" ? 409 : 400, result.nextSlots);
  }
  // The move bumped the link's version: the old link is dead, the new one is the page's address.
  const token = issueBookingToken(result.booking, config.sessionSecret);
  return redirect(localizedPath(locale, `/consultation/${token}?moved=1`));
}

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["consultation"], ({ consultation }, { matches }) => {
    const t = consultation.manage;
    return routeMeta(matches, { title: t.title, description: t.description, path: "/consultation", noindex: true });
  });

export default function ConsultationManagePage({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  const company = useCompany();
  const { manage: t, picker } = useTexts("consultation");
  const to = useLocalePath();
  const office = page.state === "invalid" ? null : company.offices.find((o) => o.id === page.officeId);
  return (
    <section className="container-page max-w-3xl py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-ocean-950">
        {page.state === "booked" && page.news === "booked"
          ? t.booked
          : page.state === "booked" && page.news === "moved"
            ? t.moved
            : page.state === "cancelled"
              ? t.cancelled
              : t.heading}
      </h1>
      {page.state === "invalid" ? (
        <>
          <p
            role="alert"
            className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 font-medium text-amber-900"
          >
            {page.message} {fill(t.callToBook, { phone: company.tollFreePhone })}
          </p>
          {page.resent ? (
            <p role="status" className="mt-6 rounded-xl bg-sand-50 p-4 text-slate-800">
              {page.resent}
            </p>
          ) : (
            <form method="post" className="mt-6">
              <input type="hidden" name="intent" value="resend-link" />
              <p className="text-slate-700">{t.wasMoved}</p>
              <button type="submit" className="btn-ocean mt-4">
                {t.sendLink}
              </button>
            </form>
          )}
        </>
      ) : (
        <>
          {page.state === "cancelled" && (
            <p role="status" className="mt-6 rounded-xl bg-sand-50 p-4 text-slate-800">
              {fill(t.cancelledNote, { when: page.when })}
            </p>
          )}
          <dl className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-[8rem_1fr]">
            <dt className="font-semibold text-ocean-950">{t.when}</dt>
            <dd>{page.when}</dd>
            {office && (
              <>
                <dt className="font-semibold text-ocean-950">{t.office}</dt>
                <dd>{office.name}</dd>
                <dt className="font-semibold text-ocean-950">{t.address}</dt>
                <dd>{officeFullAddress(office)}</dd>
                <dt className="font-semibold text-ocean-950">{t.phone}</dt>
                <dd>
                  <a href={telHref(office.phone)} className="text-ocean-700 underline">
                    {office.phone}
                  </a>
                </dd>
              </>
            )}
          </dl>
          {page.state === "booked" && (
            <>
              {page.newLinkSentTo && (
                <p role="status" className="mt-6 rounded-xl bg-sand-50 p-4 text-slate-800">
                  {fill(t.newLinkSent, { email: page.newLinkSentTo })}
                </p>
              )}
              <a
                href={`/consultation/${page.token}/calendar.ics`}
                download="consultation.ics"
                className="btn-ocean mt-6"
              >
                {t.addToCalendar}
              </a>
              {/* The two actions come before any time, so neither is scrolled past; one is open at a time. */}
              <div className="mt-8 flex flex-wrap items-start gap-3">
                <details
                  name="consultation-action"
                  className="rounded-2xl border border-slate-200 px-5 py-3 open:basis-full open:pb-5"
                >
                  <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-red-800">
                    {t.cancel}
                  </summary>
                  <form method="post" className="mt-4">
                    <input type="hidden" name="intent" value="cancel" />
                    <p className="text-slate-700">{t.areYouSure}</p>
                    <button type="submit" className="btn-outline mt-4 border-red-700 text-red-800 hover:bg-red-50">
                      {t.confirmCancel}
                    </button>
                  </form>
                </details>
                <details
                  name="consultation-action"
                  open={page.moving}
                  className="rounded-2xl border border-slate-200 px-5 py-3 open:basis-full open:pb-5"
                >
                  <summary
                    id="move-heading"
                    className="flex min-h-11 cursor-pointer items-center font-semibold text-ocean-950"
                  >
                    {t.moveHeading}
                  </summary>
                  <section aria-labelledby="move-heading">
                    <SlotPicker
                      key={`${page.picker.officeId}:${page.picker.message ?? ""}`}
                      data={page.picker}
                      action={to(`/consultation/${page.token}`)}
                      fields={{ intent: "move" }}
                      officeAction={to(`/consultation/${page.token}`)}
                      officeFields={{}}
                      submitLabel={picker.move}
                      texts={picker}
                    />
                  </section>
                </details>
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
