// The messages between a homeowner and the office, kept with the project.
import type { DbOrTx } from "#db/index.server.ts";
import type { ProjectMessageAuthor } from "#db/schema/enums.ts";
import { projectMessages } from "#db/schema/index.ts";

export async function addProjectMessage(
  db: DbOrTx,
  message: { projectId: number; author: ProjectMessageAuthor; staffUserId: number | null; body: string },
) {
  const [row] = await db.insert(projectMessages).values(message).returning();
  return row!;
}
