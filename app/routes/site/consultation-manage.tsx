import { data, redirect } from "react-router";
import { useCompany } from "~/components/company-context";
import { SlotPicker } from "~/components/consultation/slot-picker";
import { appContext } from "~/context";
import { type OfficeId, isOfficeId, telHref } from "~/lib/company/offices";
import { officeFullAddress } from "~/lib/company/company-profile";
import { consultationWhen } from "~/lib/consultations/consultation-emails";
import { bookingTokenFits, issueBookingToken, readBookingToken } from "~/lib/consultations/consultation-links.server";
import {
  BOOKING_RATE_LIMIT_MESSAGE,
  LINK_RESEND_MESSAGE,
  PRIVATE_PAGE_HEADERS,
  pickerData,
  resendBookingLink,
  startingOffice,
  takeBookingChange,
} from "~/services/consultations/consultation-pages.server";
import type { SlotPickerData } from "~/lib/consultations/consultation-picker";
import { readFormBody } from "~/lib/http/http.server";
import { maskedEmail } from "~/lib/consultations/masked-email";
import { routeMeta } from "~/lib/seo/route-meta";
import {
  BOOKING_REFUSAL_MESSAGES,
  cancelConsultation,
  findBooking,
  listMoveSlots,
  moveConsultation,
} from "~/models/consultations.server";
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

const INVALID: Extract<ManagePage, { state: "invalid" }> = {
  state: "invalid",
  message: BOOKING_REFUSAL_MESSAGES["not-found"],
};

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
  const booking = await heldBooking(context, params.token);
  if (!booking) {
    // After a cancel (and at a later visit of the same link), the page says so instead of "not valid".
    const cancelled = await cancelledByLink(context, params.token);
    const page: ManagePage = cancelled
      ? { state: "cancelled", officeId: cancelled.officeId, when: consultationWhen(cancelled) }
      : INVALID;
    return data(page, { status: cancelled ? 200 : 410, headers: PRIVATE_PAGE_HEADERS });
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
    when: consultationWhen(booking),
    news,
    newLinkSentTo: email ? maskedEmail(email) : null,
    moving: query.has("office"),
    // Its own time is not offered as a place to move to: moving there would change nothing.
    picker: pickerData(officeId, await listMoveSlots(db, booking, officeId)),
  };
  return data(page, { headers: PRIVATE_PAGE_HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config, clientIp } = context.get(appContext);
  const form = await readFormBody(request);
  if (form.get("intent") === "resend-link") {
    const retryAfter = await resendBookingLink(db, config, clientIp, params.token);
    return retryAfter === null
      ? // Its own status: the page's loader answers the dead link 410, which the answer to a request is not.
        data<ManagePage>({ ...INVALID, resent: LINK_RESEND_MESSAGE }, { status: 200 })
      : data<ManagePage>({ ...INVALID, resent: BOOKING_RATE_LIMIT_MESSAGE }, { status: 429 });
  }
  const booking = await heldBooking(context, params.token);
  if (!booking) return data(INVALID, { status: 410 });
  const asked = form.get("office") ?? "";
  const officeId = startingOffice(asked, null);
  const refused = async (message: string, status: number, offered: Parameters<typeof pickerData>[1] = []) =>
    data<ManagePage>(
      {
        state: "booked",
        token: params.token,
        officeId: booking.officeId,
        when: consultationWhen(booking),
        news: null,
        newLinkSentTo: null,
        // The refusal is shown in the move picker, cancellations' too.
        moving: true,
        picker: pickerData(officeId, offered.length ? offered : await listMoveSlots(db, booking, officeId), message),
      },
      { status },
    );
  // Each move and cancellation e-mails the visitor and the office: counted per address and per booking.
  if ((await takeBookingChange(db, config, clientIp, booking.id)) !== null) {
    return refused(BOOKING_RATE_LIMIT_MESSAGE, 429);
  }
  if (form.get("intent") === "cancel") {
    const done = await cancelConsultation(db, { id: booking.id, tokenVersion: booking.tokenVersion, by: "customer" });
    return done
      ? ({ state: "cancelled", officeId: booking.officeId, when: consultationWhen(booking) } satisfies ManagePage)
      : data(INVALID, { status: 410 });
  }
  if (!isOfficeId(asked)) return refused(BOOKING_REFUSAL_MESSAGES["unknown-office"], 400);
  const start = form.get("start");
  if (!start) return refused("Please choose a time.", 400);
  const result = await moveConsultation(db, {
    id: booking.id,
    tokenVersion: booking.tokenVersion,
    start: new Date(start),
    officeId,
    by: "customer",
  });
  if (!result.ok) {
    if (result.reason === "not-found") return data(INVALID, { status: 410 });
    return refused(result.message, result.reason === "full" ? 409 : 400, result.nextSlots);
  }
  // The move bumped the link's version: the old link is dead, the new one is the page's address.
  return redirect(`/consultation/${issueBookingToken(result.booking, config.sessionSecret)}?moved=1`);
}

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Your Free Consultation",
    description: "See, move or cancel your free pool consultation.",
    path: "/consultation",
    noindex: true,
  });

export default function ConsultationManagePage({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  const company = useCompany();
  const office = page.state === "invalid" ? null : company.offices.find((o) => o.id === page.officeId);
  return (
    <section className="container-page max-w-3xl py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-ocean-950">
        {page.state === "booked" && page.news === "booked"
          ? "Your Free Consultation Is Booked"
          : page.state === "booked" && page.news === "moved"
            ? "Your Consultation Was Moved"
            : page.state === "cancelled"
              ? "Your Consultation Is Cancelled"
              : "Your Free Consultation"}
      </h1>
      {page.state === "invalid" ? (
        <>
          <p
            role="alert"
            className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 font-medium text-amber-900"
          >
            {page.message} To book a new time, call the office nearest you: {company.tollFreePhone}.
          </p>
          {page.resent ? (
            <p role="status" className="mt-6 rounded-xl bg-sand-50 p-4 text-slate-800">
              {page.resent}
            </p>
          ) : (
            <form method="post" className="mt-6">
              <input type="hidden" name="intent" value="resend-link" />
              <p className="text-slate-700">
                Was your consultation moved? We can e-mail its current link again to the address it was booked with.
              </p>
              <button type="submit" className="btn-ocean mt-4">
                Send my link again
              </button>
            </form>
          )}
        </>
      ) : (
        <>
          {page.state === "cancelled" && (
            <p role="status" className="mt-6 rounded-xl bg-sand-50 p-4 text-slate-800">
              Your consultation on {page.when} is cancelled. We sent you an e-mail to confirm it.
            </p>
          )}
          <dl className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-[8rem_1fr]">
            <dt className="font-semibold text-ocean-950">When</dt>
            <dd>{page.when}</dd>
            {office && (
              <>
                <dt className="font-semibold text-ocean-950">Office</dt>
                <dd>{office.name}</dd>
                <dt className="font-semibold text-ocean-950">Address</dt>
                <dd>{officeFullAddress(office)}</dd>
                <dt className="font-semibold text-ocean-950">Phone</dt>
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
                  We e-mailed your new link to {page.newLinkSentTo}
                </p>
              )}
              <a
                href={`/consultation/${page.token}/calendar.ics`}
                download="consultation.ics"
                className="btn-ocean mt-6"
              >
                Add to calendar (.ics)
              </a>
              {/* The two actions come before any time, so neither is scrolled past; one is open at a time. */}
              <div className="mt-8 flex flex-wrap items-start gap-3">
                <details
                  name="consultation-action"
                  className="rounded-2xl border border-slate-200 px-5 py-3 open:basis-full open:pb-5"
                >
                  <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-red-800">
                    Cancel this consultation
                  </summary>
                  <form method="post" className="mt-4">
                    <input type="hidden" name="intent" value="cancel" />
                    <p className="text-slate-700">Are you sure? The time will be given to someone else.</p>
                    <button type="submit" className="btn-outline mt-4 border-red-700 text-red-800 hover:bg-red-50">
                      Yes, cancel my consultation
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
                    Move to another time
                  </summary>
                  <section aria-labelledby="move-heading">
                    <SlotPicker
                      key={`${page.picker.officeId}:${page.picker.message ?? ""}`}
                      data={page.picker}
                      action={`/consultation/${page.token}`}
                      fields={{ intent: "move" }}
                      officeAction={`/consultation/${page.token}`}
                      officeFields={{}}
                      submitLabel="Move to this time"
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
