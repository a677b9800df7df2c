import { appContext } from "~/context";
import { consultationEmailLanguage } from "~/content/texts/consultation.server";
import { consultationInvitation } from "~/lib/consultations/consultation-emails";
import { bookingTokenFits, readBookingToken } from "~/lib/consultations/consultation-links.server";
import { PRIVATE_PAGE_HEADERS } from "~/services/consultations/consultation-pages.server";
import { loadCompany } from "~/models/company.server";
import { findBooking } from "~/models/consultations.server";
import { getLeadById } from "~/models/leads.server";
import type { Route } from "./+types/consultation-calendar";

/** /consultation/:token/calendar.ics: the booking's invitation, the same one the confirmation e-mail attaches. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const claim = readBookingToken(params.token, config.sessionSecret);
  const booking = claim ? await findBooking(db, claim.bookingId) : undefined;
  const lead = claim && booking && bookingTokenFits(claim, booking) ? await getLeadById(db, booking.leadId) : null;
  const company = lead ? await loadCompany(db) : null;
  const office = company?.offices.find((o) => o.id === booking!.officeId);
  if (!lead || !company || !office) {
    return new Response("This consultation link is no longer valid.", {
      status: 410,
      headers: { ...PRIVATE_PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const invite = consultationInvitation(
    company,
    office,
    lead,
    booking!,
    config.publicSiteUrl,
    new Date(),
    consultationEmailLanguage(lead.language),
  );
  return new Response(invite.content, {
    headers: {
      ...PRIVATE_PAGE_HEADERS,
      "Content-Type": invite.contentType,
      "Content-Disposition": `attachment; filename="${invite.filename}"`,
    },
  });
}
