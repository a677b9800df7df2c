// Recording a payment against a milestone of the schedule: the amount in dollars and cents, the day it was paid
// (not ahead of tomorrow: a check dated for tomorrow is fine, a payment next week has not happened), one of the
// methods the company accepts, and a reference that is never a card number.
import { z } from "./zod";
import { ACCEPTED_PAYMENT_METHODS, PAYMENT_MILESTONE_IDS } from "#db/schema/enums.ts";
import { addDays } from "~/lib/consultations/consultation-slots";
import { isIsoDate } from "~/lib/leads/lead-desk-query";
import { looksLikeCardNumber } from "~/lib/projects/payment-reference";
import { centsField } from "./money";
import { formId, formLine, formText } from "./project-forms";

export const PAYMENT_REFERENCE_MAX = 100;
/** No single payment is more than this (a contract is far below it): a typo with extra zeros is caught. */
export const MAX_PAYMENT_DOLLARS = 1_000_000;

export const PROJECT_PAYMENT_MESSAGES = {
  milestone: "Choose the milestone this payment is for",
  amount: "Enter the amount in dollars and cents, more than $0 (for example 4850.00)",
  paidOn: "Enter the date the payment was received",
  paidOnFuture: "The payment date cannot be more than a day ahead",
  method: "Choose check, bank transfer or Zelle",
  referenceTooLong: `A reference can be at most ${PAYMENT_REFERENCE_MAX} characters`,
  cardNumber: "This looks like a card number. Never record card numbers: enter the check number or transfer reference",
  payment: "No such payment on this project.",
} as const;

export const PAYMENT_METHOD_LABELS: Record<(typeof ACCEPTED_PAYMENT_METHODS)[number], string> = {
  check: "Check",
  transfer: "Bank transfer",
  zelle: "Zelle",
};

/** The form's schema, with today's date on the offices' calendar. */
export function projectPaymentSchema(today: () => string) {
  return z
    .object({
      milestone: z.enum(PAYMENT_MILESTONE_IDS, PROJECT_PAYMENT_MESSAGES.milestone),
      amount: centsField(MAX_PAYMENT_DOLLARS, PROJECT_PAYMENT_MESSAGES.amount),
      paidOn: formText(10, PROJECT_PAYMENT_MESSAGES.paidOn).pipe(
        z
          .string()
          .refine(isIsoDate, PROJECT_PAYMENT_MESSAGES.paidOn)
          .refine((v) => v <= addDays(today(), 1), PROJECT_PAYMENT_MESSAGES.paidOnFuture),
      ),
      method: z.enum(ACCEPTED_PAYMENT_METHODS, PROJECT_PAYMENT_MESSAGES.method),
      reference: formLine(PAYMENT_REFERENCE_MAX, PROJECT_PAYMENT_MESSAGES.referenceTooLong)
        .refine((v) => !looksLikeCardNumber(v), PROJECT_PAYMENT_MESSAGES.cardNumber)
        .transform((v) => v || null),
    })
    .transform(({ amount, ...payment }) => ({ ...payment, amountCents: amount }));
}

export const PaymentRefSchema = z.object({ paymentId: formId(PROJECT_PAYMENT_MESSAGES.payment) });
