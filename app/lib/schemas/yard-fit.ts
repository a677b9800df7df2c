// "Will it fit?" on /pools (decision 029): the yard's size and the distances the pool keeps, as they arrive in the
// address (/pools?yardWidth=30&yardDepth=40&...). One schema for the catalogue's loader, the form and the tests.
import { YARD_DEFAULTS, YARD_FIT_PARAMS, YARD_MAX_FEET, type Yard, type YardFitField } from "~/lib/catalogue/yard-fit";
import { z } from "./zod";

export const YARD_FIT_MESSAGES = {
  widthRequired: "Enter your yard's usable width in feet",
  depthRequired: "Enter your yard's usable depth in feet",
  notANumber: "Enter a number of feet, like 30",
  sizePositive: "Enter more than 0 ft",
  distanceNotNegative: "Enter 0 ft or more",
  tooLarge: `Enter at most ${YARD_MAX_FEET} ft`,
} as const;

const M = YARD_FIT_MESSAGES;

export { YARD_FIT_PARAMS, type YardFitField };

/** Feet as typed: "30", " 12.5 ", "30 ft", "-4"; anything else (words, 1e3, markup) is not a number (NaN). */
function feet(text: unknown): number | undefined {
  if (typeof text !== "string" || text.trim() === "") return undefined;
  const match = /^\s*(-?(?:\d+(?:\.\d+)?|\.\d+))\s*(?:ft|feet|')?\s*$/i.exec(text);
  return match ? Number(match[1]) : Number.NaN;
}

function feetNumber(requiredMessage: string, positive: boolean) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? requiredMessage : M.notANumber) })
    .refine((value) => !Number.isNaN(value), M.notANumber)
    .refine((value) => (positive ? value > 0 : value >= 0), positive ? M.sizePositive : M.distanceNotNegative)
    .refine((value) => value <= YARD_MAX_FEET, M.tooLarge);
}

/** One of the yard's sizes: required, more than 0. */
const yardSize = (requiredMessage: string) => z.preprocess(feet, feetNumber(requiredMessage, true));
/** A distance the pool keeps (a setback, the deck): 0 or more, left out for its default. */
const distance = z.preprocess(feet, feetNumber(M.notANumber, false).optional());

export const YardFitSchema = z
  .object({
    [YARD_FIT_PARAMS.width]: yardSize(M.widthRequired),
    [YARD_FIT_PARAMS.depth]: yardSize(M.depthRequired),
    [YARD_FIT_PARAMS.houseSetback]: distance,
    [YARD_FIT_PARAMS.lineSetback]: distance,
    [YARD_FIT_PARAMS.deck]: distance,
  })
  .transform((values): Yard => ({
    width: values.yardWidth,
    depth: values.yardDepth,
    houseSetback: values.houseSetback ?? YARD_DEFAULTS.houseSetback,
    lineSetback: values.lineSetback ?? YARD_DEFAULTS.lineSetback,
    deck: values.deck ?? YARD_DEFAULTS.deck,
  }));

/**
 * The yard from the address, or the message beside each field that is wrong. No yard at all (neither size in the
 * address) is not an error: the catalogue shows every pool.
 */
export function parseYardFit(params: URLSearchParams): {
  yard: Yard | null;
  errors: Partial<Record<YardFitField, string>>;
} {
  if (!params.has(YARD_FIT_PARAMS.width) && !params.has(YARD_FIT_PARAMS.depth)) return { yard: null, errors: {} };
  const input = Object.fromEntries(Object.values(YARD_FIT_PARAMS).map((name) => [name, params.get(name) ?? undefined]));
  const result = YardFitSchema.safeParse(input);
  if (result.success) return { yard: result.data, errors: {} };
  const errors: Partial<Record<YardFitField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as YardFitField;
    errors[field] ??= issue.message;
  }
  return { yard: null, errors };
}
