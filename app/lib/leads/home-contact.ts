import type { Locale } from "~/lib/i18n/locale";
/**
 * The home page contact form: its checks and messages, the lead it sends to
 * POST /api/estimates and the error it shows.
 */

export interface HomeContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** "Send me pool tips" ticked (absent: not ticked). */
  newsletter?: boolean;
}

/** What the home route's action answers the form posted without scripts; the form shows it. */
export type HomeContactAnswer =
  { sent: true; error: null; values: null } | { sent: false; error: string; values: HomeContactValues };

export const HOME_CONTACT_MESSAGES = {
  required: "Please fill in all required fields",
  phone: "Please enter a valid phone number",
  message: "Please provide more details about your project (minimum 10 characters)",
  failed: "There was an error submitting your request. Please try again.",
} as const;

/** The form's messages in one language, under the names of HOME_CONTACT_MESSAGES. */
export type HomeContactMessages = Record<keyof typeof HOME_CONTACT_MESSAGES, string>;

/**
 * One of the form's English messages in the page's language (`messages`: the page's texts); a message it does not
 * know (one the server wrote) is returned as it is.
 */
export function homeContactMessageIn(message: string, messages: HomeContactMessages): string {
  const name = (Object.keys(HOME_CONTACT_MESSAGES) as (keyof HomeContactMessages)[]).find(
    (key) => HOME_CONTACT_MESSAGES[key] === message,
  );
  return name ? messages[name] : message;
}

export const MIN_PHONE_DIGITS = 10;
export const MIN_MESSAGE_LENGTH = 10;
/** Used until the visitor's nearest office is known: the office the home page features. */
export const HOME_CONTACT_DEFAULT_BRANCH = "WEST PALM BEACH";

/** Trimmed field values of a submitted form (missing fields are empty). */
export function readHomeContactValues(form: { get(name: string): unknown }): HomeContactValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  return {
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    message: text("message"),
    newsletter: text("newsletter") !== "",
  };
}

/** The first rule a submission breaks, or null when it may be sent. */
export function validateHomeContact(values: HomeContactValues): string | null {
  const { name, email, phone, message } = trimValues(values);
  if (!name || !email || !phone || !message) return HOME_CONTACT_MESSAGES.required;
  // Counted here rather than imported from the lead schema, which would pull Zod into the home page bundle.
  if (phone.replace(/\D/g, "").length < MIN_PHONE_DIGITS) return HOME_CONTACT_MESSAGES.phone;
  if (message.length < MIN_MESSAGE_LENGTH) return HOME_CONTACT_MESSAGES.message;
  return null;
}

/** The lead's sourcePage (also what GA's generate_lead says, decision 033). */
export const HOME_CONTACT_SOURCE_PAGE = "home";

/**
 * The lead the form posts: the full name goes in firstName, as the old site's payload did. `nearestBranchSource`
 * "location": the office is the one nearest the position the visitor's browser shared.
 */
export function homeContactPayload(
  values: HomeContactValues,
  nearestBranch: string | null | undefined,
  nearestBranchSource?: string | null,
  /** The language of the page the form is on. */
  language: Locale = "en",
) {
  const { name, email, phone, message, newsletter } = trimValues(values);
  return {
    firstName: name,
    lastName: "",
    email,
    phone,
    address: "",
    message,
    requestType: "contact" as const,
    sourcePage: HOME_CONTACT_SOURCE_PAGE,
    ...(newsletter ? { newsletter } : {}),
    nearestBranch: nearestBranch?.trim() || HOME_CONTACT_DEFAULT_BRANCH,
    ...(nearestBranchSource === "location" ? { nearestBranchSource } : {}),
    language,
  };
}

/** The server's `message` when its JSON answer has one, else the default failure text. */
export function homeContactErrorMessage(body: unknown): string {
  if (typeof body === "object" && body !== null && "message" in body) {
    const { message } = body as { message: unknown };
    if (typeof message === "string" && message.trim()) return message.trim();
  }
  return HOME_CONTACT_MESSAGES.failed;
}

function trimValues(values: HomeContactValues): HomeContactValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    message: values.message.trim(),
    newsletter: values.newsletter ?? false,
  };
}
