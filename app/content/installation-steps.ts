// The installation timeline page (/installation): the days of its six steps over days 1 to 14. The steps' words,
// the key facts, checklist and warranty notes are in app/content/texts/installation.server.ts, in the same order;
// the page and its HowTo structured data both read them.

/** First and last day of each step, in the order of the steps' texts. */
export const INSTALLATION_STEP_DAYS: readonly { firstDay: number; lastDay: number }[] = [
  { firstDay: 1, lastDay: 1 },
  { firstDay: 2, lastDay: 3 },
  { firstDay: 4, lastDay: 4 },
  { firstDay: 5, lastDay: 7 },
  { firstDay: 8, lastDay: 11 },
  { firstDay: 12, lastDay: 14 },
];

/** Days from the first to the last step. */
export const INSTALLATION_TOTAL_DAYS = INSTALLATION_STEP_DAYS[INSTALLATION_STEP_DAYS.length - 1]!.lastDay;

/** Without a video: no play button, a plain link to the same story in words. */
export const INSTALLATION_NO_VIDEO_HREF = "#timeline";

/** The checklist groups' icons, in the order of the checklist's texts. */
export const INSTALLATION_CHECKLIST_ICONS = ["Truck", "CloudSun", "ShieldCheck"] as const;
