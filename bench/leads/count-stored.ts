// Prints how many leads of one bench run are stored (run with tsx after the server stopped).
import { count, like } from "drizzle-orm";
import { openDatabase } from "../../db/index.server.ts";
import { leads } from "../../db/schema/index.ts";

const [dataDir, runId] = process.argv.slice(2);
const connection = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
const [row] = await connection.db
  .select({ n: count() })
  .from(leads)
  .where(like(leads.lastName, `Lead ${runId}-%`));
console.log(row?.n ?? 0);
await connection.close();
