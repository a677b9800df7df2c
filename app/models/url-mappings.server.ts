import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { urlMappings } from "#db/schema/index.ts";

/** Active legacy-URL mappings, highest priority first. */
export async function listActiveUrlMappings(db: Database) {
  return db
    .select({
      legacyUrl: urlMappings.legacyUrl,
      targetPage: urlMappings.targetPage,
      metaTitle: urlMappings.metaTitle,
      metaDescription: urlMappings.metaDescription,
      priority: urlMappings.priority,
    })
    .from(urlMappings)
    .where(eq(urlMappings.isActive, true))
    .orderBy(desc(urlMappings.priority), asc(urlMappings.legacyUrl));
}
