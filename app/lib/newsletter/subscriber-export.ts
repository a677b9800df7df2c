// The subscriber list as a CSV file: each address with its status and the consent kept with it (when, on which
// page, the words shown), times on the offices' clock as the lead export writes them.
import type { CsvValue } from "~/lib/http/csv";
import { officeWallClock } from "~/lib/company/office-time";

export interface SubscriberForExport {
  id: number;
  email: string;
  status: string;
  consentAt: Date;
  consentPage: string;
  consentText: string;
  leadId: number | null;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

/** "2025-03-10 14:30" (Eastern): sorts as text and every spreadsheet reads it as a date. */
function localTime(value: Date | null): string {
  if (!value) return "";
  const { date, time } = officeWallClock(value);
  return `${date} ${time}`;
}

const COLUMNS: readonly [header: string, value: (s: SubscriberForExport) => CsvValue][] = [
  ["ID", (s) => s.id],
  ["E-mail", (s) => s.email],
  ["Status", (s) => s.status],
  ["Consent given (Eastern)", (s) => localTime(s.consentAt)],
  ["Consent page", (s) => s.consentPage],
  ["Consent text", (s) => s.consentText],
  ["Confirmed (Eastern)", (s) => localTime(s.confirmedAt)],
  ["Unsubscribed (Eastern)", (s) => localTime(s.unsubscribedAt)],
  ["Lead ID", (s) => s.leadId],
];

export const SUBSCRIBER_CSV_HEADER = COLUMNS.map(([header]) => header);

export function subscriberCsvRow(subscriber: SubscriberForExport): CsvValue[] {
  return COLUMNS.map(([, value]) => value(subscriber));
}

/** "newsletter-subscribers-2025-03-10.csv", dated on the offices' calendar. */
export function subscriberCsvFileName(now = new Date()): string {
  return `newsletter-subscribers-${officeWallClock(now).date}.csv`;
}
