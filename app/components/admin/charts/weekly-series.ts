// The shape of a weekly chart's figures, shared by the chart and its lazily loaded bars.

/** One week: its Monday ("2026-11-16"), its label ("Nov 16") and a count per series. */
export type WeeklyRow<K extends string> = { week: string; label: string } & Record<K, number>;

export interface WeeklySeries<K extends string> {
  key: K;
  /** The table's column and the tooltip's name. */
  name: string;
  /** The legend's words, shown when there is more than one series. */
  legend: string;
  colour: string;
}
