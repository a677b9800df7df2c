import { lt } from "drizzle-orm";
import type { DbOrTx } from "#db/index.server.ts";
import { callClicks } from "#db/schema/index.ts";

export interface CallClickToStore {
  pagePath: string;
  branch: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  landingPath: string | null;
  hasGclid: boolean;
  createdAt?: Date;
}

/** Stores one tel: click (decision 033): no personal data reaches this table. */
export async function recordCallClick(db: DbOrTx, click: CallClickToStore): Promise<void> {
  await db.insert(callClicks).values(click);
}

/** Deletes the clicks made before `instant`; returns how many. */
export async function deleteCallClicksBefore(db: DbOrTx, instant: Date): Promise<number> {
  const deleted = await db.delete(callClicks).where(lt(callClicks.createdAt, instant)).returning({ id: callClicks.id });
  return deleted.length;
}
