// Where a run listens: OPS_TEST_PORT and the next few ports for nginx, the app
// processes and the SMTP sink; PG_TEST_PORT for its PostgreSQL server.
const base = Number(process.env.OPS_TEST_PORT ?? 4600);

export function opsPort(offset: number): number {
  return base + offset;
}

export const PG_PORT = Number(process.env.PG_TEST_PORT ?? 55500);
