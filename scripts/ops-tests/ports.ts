import { createServer } from "node:net";

// Where a run listens: OPS_TEST_PORT and the next few ports for nginx, the app
// processes and the SMTP sink; PG_TEST_PORT for its PostgreSQL server.
const base = Number(process.env.OPS_TEST_PORT ?? 4600);

export function opsPort(offset: number): number {
  return base + offset;
}

// Below Linux's ephemeral range (32768-60999): a port in it can be held by any outgoing connection of the load
// the checks before made, and PostgreSQL then cannot listen on it (a CI run failed so).
export const PG_PORT = Number(process.env.PG_TEST_PORT ?? 25500);

/** Whether nothing listens on the port and no connection holds it on 127.0.0.1. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}
