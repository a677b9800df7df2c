// The facts of a project staff may correct after it started: the pool as sold, its color, the address.
import { eq } from "drizzle-orm";
import type { DbOrTx } from "#db/index.server.ts";
import { projects } from "#db/schema/index.ts";

export async function updateProjectDetails(
  db: DbOrTx,
  projectId: number,
  details: { pool?: { id: number; name: string }; color: string | null; address: string },
) {
  await db
    .update(projects)
    .set({
      ...(details.pool ? { poolId: details.pool.id, poolName: details.pool.name } : {}),
      color: details.color,
      address: details.address,
    })
    .where(eq(projects.id, projectId));
}
