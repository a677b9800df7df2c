// Uploaded images (media_assets): one row per distinct file (by the SHA-256
// of its bytes), with the variants made of it.
import { eq } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { type MediaVariant, mediaAssets } from "#db/schema/index.ts";

export type MediaAssetRow = typeof mediaAssets.$inferSelect;

export interface NewMediaAsset {
  contentHash: string;
  url: string;
  originalName: string | null;
  mimeType: string;
  width: number;
  height: number;
  bytes: number;
  variants: MediaVariant[];
  createdById: number | null;
}

export async function getMediaAssetByHash(db: Database, contentHash: string): Promise<MediaAssetRow | null> {
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.contentHash, contentHash)).limit(1);
  return row ?? null;
}

/**
 * Records an upload. The same file uploaded twice (even at the same moment)
 * is one row: the second call gets the first one's row and `created: false`.
 */
export async function recordMediaAsset(
  db: Database,
  input: NewMediaAsset,
): Promise<{ asset: MediaAssetRow; created: boolean }> {
  const [inserted] = await db
    .insert(mediaAssets)
    .values(input)
    .onConflictDoNothing({ target: mediaAssets.contentHash })
    .returning();
  if (inserted) return { asset: inserted, created: true };
  const existing = await getMediaAssetByHash(db, input.contentHash);
  if (!existing) throw new Error("media asset vanished after a conflicting insert");
  return { asset: existing, created: false };
}
