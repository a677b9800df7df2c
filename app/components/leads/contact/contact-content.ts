import { OFFICE_COUNT } from "~/lib/company/offices";

// Copy of the contact page: fixed wording, asserted by tests/integration/pages-leads.test.ts.

export const TRUST_BADGES = ["Free Consultation", "Certified Specialists", "25+ Years Experience"] as const;

export const CONTACT_STATS = [
  { value: "5000+", label: "Happy Customers" },
  { value: "24hr", label: "Response Time" },
  { value: "30yr", label: "Warranty" },
  // The office count comes from the office data, so no page can state another.
  { value: String(OFFICE_COUNT), label: "FL Locations" },
] as const;

export const CONTACT_SECTION = {
  title: "Contact Us Today",
  subtitle: "Have questions about our services? Get in touch with our expert team",
} as const;

export const CONTACT_TOASTS = {
  successTitle: "Thank you for your inquiry!",
  successDescription: "We will contact you within 24 hours",
  failureTitle: "Submission failed",
  failureDefault: "Please try again later.",
} as const;

export const CONTACT_BUTTON = {
  send: "Send Message",
  needsConsent: "Select Authorization to Send",
  sending: "Sending...",
} as const;
