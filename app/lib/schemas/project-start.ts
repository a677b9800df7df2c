// "Start the project" on a won lead's page: the pool as sold (a pool of the catalogue, or none yet), its color and
// the address where it goes in. The contract value and signing date come from the lead's outcome, not this form.
import { z } from "./zod";
import { optionalLine } from "./text";

export const PROJECT_START_MESSAGES = {
  pool: "Choose a pool from the list",
  colorTooLong: "A color can be at most 100 characters",
  addressTooLong: "An address can be at most 500 characters",
  notWon: "Only a won lead can start a project.",
  noOutcome: "Record the contract value and signing date under Work this lead first.",
  exists: "This lead already has a project.",
} as const;

export const ProjectStartSchema = z.object({
  poolId: z
    .preprocess((v) => (v == null ? "" : v), z.string().regex(/^(\d{1,9})?$/, PROJECT_START_MESSAGES.pool))
    .transform((v) => (v ? Number(v) : null)),
  color: optionalLine(100, PROJECT_START_MESSAGES.colorTooLong).transform((v) => v ?? null),
  address: optionalLine(500, PROJECT_START_MESSAGES.addressTooLong).transform((v) => v ?? null),
});
