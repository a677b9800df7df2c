// npm run db:migrate: apply the committed migrations to the configured database.
import { openConfiguredDatabase } from "./cli.ts";

const connection = await openConfiguredDatabase();
await connection.withStartupLock(() => connection.migrate());
console.log(`Migrations applied (${connection.kind}).`);
await connection.close();
