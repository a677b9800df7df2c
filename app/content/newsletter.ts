// The newsletter's words on the public pages. Each sign-up stores the consent text a visitor was shown with their
// address, so these are also the record of what was agreed to: change them here and new sign-ups keep the new words.

export const NEWSLETTER_BOX_TITLE = "Pool tips in your inbox";
export const NEWSLETTER_BOX_INTRO = "Seasonal maintenance reminders, buying guides and offers for Florida pool owners.";
export const NEWSLETTER_CONFIRM_NOTE = "We email you a link to confirm. You can unsubscribe at any time.";

/** The lead forms' checkbox (unticked until the visitor ticks it). */
export const NEWSLETTER_CHECKBOX_LABEL = "Send me pool tips";
export const NEWSLETTER_CHECKBOX_HINT =
  "Seasonal maintenance reminders, buying guides and offers by email. We email you a link to confirm; unsubscribe at any time.";
export const NEWSLETTER_CHECKBOX_CONSENT_TEXT = `${NEWSLETTER_CHECKBOX_LABEL}. ${NEWSLETTER_CHECKBOX_HINT}`;

/**
 * The one answer to every sign-up that was taken: the same whether the address is new, waiting for its
 * confirmation or already on the list, so the answer never tells anyone whether an address is subscribed.
 */
export const NEWSLETTER_CHECK_INBOX = "Thank you! Please check your inbox for a link to confirm your subscription.";
export const NEWSLETTER_RATE_LIMITED = "Too many sign-ups from your connection. Please try again in an hour.";
