// Opening hours in a Spanish sentence: "de lunes a viernes, de 9:00 a. m. a 4:00 p. m.". Written out rather than
// asked of Intl, which public pages do not start (see app/lib/text/plain-format.ts); times in the Spanish
// academies' form, with non-breaking spaces, as the consultation pages write them.
import { type OpeningHours, WEEKDAYS } from "./company-profile";

const DAY_NAMES = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"] as const;

function spanishTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, "0")}\u00a0${hours < 12 ? "a.\u00a0m." : "p.\u00a0m."}`;
}

/** Runs of consecutive open days as Spanish phrases: "de lunes a viernes", "el domingo". */
function dayPhrases(days: OpeningHours["days"]): string[] {
  const runs: [number, number][] = [];
  WEEKDAYS.forEach((day, index) => {
    if (!days.includes(day)) return;
    const last = runs.at(-1);
    if (last && last[1] === index - 1) last[1] = index;
    else runs.push([index, index]);
  });
  return runs.map(([first, last]) =>
    first === last ? `el ${DAY_NAMES[first]}` : `de ${DAY_NAMES[first]} a ${DAY_NAMES[last]}`,
  );
}

/** "de lunes a viernes, de 9:00 a. m. a 4:00 p. m." */
export function spanishOpeningHours(hours: OpeningHours): string {
  const days = dayPhrases(hours.days);
  const joined = days.length > 1 ? `${days.slice(0, -1).join(", ")} y ${days.at(-1)}` : (days[0] ?? "");
  return `${joined}, de ${spanishTime(hours.opens)} a ${spanishTime(hours.closes)}`;
}
