// An amount of money typed by staff ("$52,000", "4850.00") as whole cents, more than $0 and at most `maxDollars`
// (a typo with extra zeros is caught), with one message for every way it can be wrong.
import { dollarsToCents } from "~/lib/leads/lead-outcome";
import { z } from "./zod";

export function centsField(maxDollars: number, message: string) {
  return z
    .unknown()
    .transform((value) => dollarsToCents(value))
    .pipe(
      z
        .number(message)
        .positive(message)
        .max(maxDollars * 100, message),
    );
}
