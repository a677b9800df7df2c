// npm run db:seed: migrate, then fill an empty database with the catalogue and content.
import { seedDatabase } from "#db/seed/index.ts";
import { openConfiguredDatabase } from "./cli.ts";

const connection = await openConfiguredDatabase();
const result = await connection.withStartupLock(async () => {
  await connection.migrate();
  return seedDatabase(connection.db);
});
console.log(result.seeded ? `Seeded: ${JSON.stringify(result.counts)}` : `Nothing seeded: ${result.reason}.`);
await connection.close();
