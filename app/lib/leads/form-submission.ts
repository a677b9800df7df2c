import { isRouteErrorResponse } from "react-router";

// What the lead forms' route actions answer, and how a failed request (a
// 500, a lost connection) becomes an answer the form can show instead of the
// page's error screen.

/**
 * A lead form's offer of a consultation time (decision 031): the lead's token and the slot picker of the nearest
 * office as server-rendered HTML (lib/consultation-offer.server.tsx), so the form's page
 * carries no picker code.
 */
export interface ConsultationOffer {
  leadToken: string;
  html: string;
}

export interface LeadFormSuccess {
  ok: true;
  /** The estimate wizard's offer of a consultation. */
  consultation?: ConsultationOffer;
}

export interface LeadFormFailure {
  ok: false;
  /** Field name → message, shown under each field. */
  errors: Record<string, string>;
  /** What was typed, so a page rendered without JavaScript shows it again. */
  values: Record<string, string>;
  /** The server's message for the whole form; null means "use the form's default". */
  message: string | null;
}

export type LeadFormResult = LeadFormSuccess | LeadFormFailure;

/** The named fields of a posted form as text (missing fields are empty). */
export function pickFormValues(form: URLSearchParams | FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

/**
 * A server message worth showing to a visitor: the `message` of a thrown
 * JSON answer. Plain text ("Internal Server Error", an HTML error page) is
 * not written for visitors, so the form's own default is shown instead.
 */
export function serverMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error)) return null;
  const { data } = error;
  if (typeof data === "object" && data !== null && "message" in data) {
    const { message } = data as { message: unknown };
    if (typeof message === "string" && message.trim()) return message.trim();
  }
  return null;
}

/**
 * Runs the route's server action from the browser; a thrown response or a
 * network failure becomes a LeadFormFailure, so the form shows a toast and
 * keeps what was typed instead of the route's error screen. A redirect is the
 * action's answer, not a failure: React Router throws it from serverAction()
 * (the designer's "Send me this design" goes to its summary so), and it is
 * thrown on for the router to follow.
 */
export async function guardServerAction<T>(serverAction: () => Promise<T>): Promise<T | LeadFormFailure> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    return { ok: false, errors: {}, values: {}, message: serverMessage(error) };
  }
}
