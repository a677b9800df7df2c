// Speed to lead: how soon someone contacted each lead, counted in the office hours of the lead's office (a lead
// that came in at 11 PM is not late until the office opens), summed up per rep and per office. The office-time
// arithmetic is app/lib/company/office-minutes.ts; the rows come from app/models/lead-stats.server.ts.

const MINUTE = 60_000;

/** The two marks the dashboard counts against: within 5 minutes, and within an hour, of office time. */
export const SPEED_TO_LEAD_MARKS = { fast: 5 * MINUTE, hour: 60 * MINUTE } as const;

/** One lead of the period: which group it counts in, and its office-time wait (null: not contacted yet). */
export interface SpeedToLeadWait {
  key: string;
  label: string;
  waitMs: number | null;
}

export interface SpeedToLeadGroup {
  key: string;
  label: string;
  /** Leads of the period in the group. */
  leads: number;
  contacted: number;
  /** Median office-time wait of the contacted ones; null when none was contacted. */
  medianMs: number | null;
  /** Leads contacted within 5 minutes and within an hour of office time (out of `leads`: a lead never called was not fast). */
  withinFast: number;
  withinHour: number;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The figures of each group, in the order the groups first appear (the caller orders the waits). */
export function groupSpeedToLead(waits: readonly SpeedToLeadWait[]): SpeedToLeadGroup[] {
  const groups = new Map<string, { label: string; waits: number[]; leads: number }>();
  for (const wait of waits) {
    const group = groups.get(wait.key) ?? { label: wait.label, waits: [], leads: 0 };
    group.leads += 1;
    if (wait.waitMs !== null) group.waits.push(wait.waitMs);
    groups.set(wait.key, group);
  }
  return [...groups].map(([key, group]) => ({
    key,
    label: group.label,
    leads: group.leads,
    contacted: group.waits.length,
    medianMs: median(group.waits),
    withinFast: group.waits.filter((ms) => ms <= SPEED_TO_LEAD_MARKS.fast).length,
    withinHour: group.waits.filter((ms) => ms <= SPEED_TO_LEAD_MARKS.hour).length,
  }));
}
