// A project's warranty registration: staff fill it in, the homeowner confirms or corrects it.
import { eq } from "drizzle-orm";
import type { DbOrTx } from "#db/index.server.ts";
import { warrantyRegistrations } from "#db/schema/index.ts";
import type { WarrantyRegistrationInput } from "~/lib/schemas/warranty-registration";

/** Staff's version: what was installed. A registration the homeowner confirmed stays confirmed. */
export async function saveWarrantyByStaff(db: DbOrTx, projectId: number, input: WarrantyRegistrationInput) {
  await db
    .insert(warrantyRegistrations)
    .values({ projectId, ...input })
    .onConflictDoUpdate({ target: warrantyRegistrations.projectId, set: input });
}

/**
 * The homeowner's confirmation, with their corrections: registered from now. `corrected` when what they sent
 * differs from what staff had filled in.
 */
export async function confirmWarrantyByHomeowner(
  db: DbOrTx,
  projectId: number,
  input: WarrantyRegistrationInput,
  now = new Date(),
) {
  const [before] = await db.select().from(warrantyRegistrations).where(eq(warrantyRegistrations.projectId, projectId));
  const corrected =
    !before ||
    before.shellModel !== input.shellModel ||
    before.shellSerial !== input.shellSerial ||
    before.startUpOn !== input.startUpOn ||
    JSON.stringify(before.equipment) !== JSON.stringify(input.equipment);
  const values = { ...input, confirmedAt: now, correctedByHomeowner: corrected };
  await db
    .insert(warrantyRegistrations)
    .values({ projectId, ...values })
    .onConflictDoUpdate({ target: warrantyRegistrations.projectId, set: values });
  return { corrected };
}
