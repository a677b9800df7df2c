// Whether a failed statement was refused for its data: PostgreSQL's class 22 (data exception: a value
// too long, out of range, malformed) and class 23 (integrity constraint violation). Such a statement
// wrote nothing and would be refused again; unlike a lost connection, it says nothing of whether a
// transaction around it could have been committed.
const REFUSED_DATA = /^2[23][0-9A-Z]{3}$/;

/** Looks through the error and its causes (Drizzle wraps the driver's error as `cause`). */
export function isRefusedWrite(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const { code } = current as { code?: unknown };
    if (typeof code === "string" && REFUSED_DATA.test(code)) return true;
    current = current.cause;
  }
  return false;
}
