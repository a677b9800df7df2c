import { sql } from "drizzle-orm";
import { check, timestamp } from "drizzle-orm/pg-core";

/** created_at / updated_at pair used by every editable record. */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** CHECK (column IN (...)) for a text column with a closed set of values (db/schema/enums.ts). */
export function checkOneOf(name: string, column: string, values: readonly string[]) {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ");
  return check(name, sql.raw(`${column} IN (${list})`));
}
