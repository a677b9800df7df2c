// "3 days ago" for the staff lists ("Rate updated 3 days ago"), or "12 min ago" where a phone's line is short (the
// lead cards). Computed in the loader on the server, so the server's HTML and the hydrated page agree.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"} ago`;

/**
 * How long ago `then` was, in the largest whole unit: "just now", "5 minutes ago", "3 days ago", "2 years ago".
 * `short` writes minutes and hours as "12 min ago" and "3 h ago".
 */
export function timeAgo(then: Date, now: Date = new Date(), { short = false }: { short?: boolean } = {}): string {
  const elapsed = now.getTime() - then.getTime();
  // A clock a little ahead of the database's still reads as now.
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) {
    const minutes = Math.floor(elapsed / MINUTE);
    return short ? `${minutes} min ago` : plural(minutes, "minute");
  }
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR);
    return short ? `${hours} h ago` : plural(hours, "hour");
  }
  const days = Math.floor(elapsed / DAY);
  if (days < 30) return plural(days, "day");
  if (days < 365) return plural(Math.floor(days / 30), "month");
  return plural(Math.floor(days / 365), "year");
}
