// Opening hours in the reader's language, the one rule for pages and e-mails: English as the company profile writes
// it ("Mon-Fri: 9AM-4PM", "Monday to Friday: 9AM to 4PM"), Spanish as a Florida Spanish speaker reads it
// ("lun-vie: 9:00 a. m.-4:00 p. m.", "De lunes a viernes, de 9:00 a. m. a 4:00 p. m."). Written out rather than asked
// of Intl, which public pages do not start (see app/lib/text/plain-format.ts); times in the Spanish academies' form,
// their spaces non-breaking so that "a. m." never starts a line, as the consultation pages write them. The Spanish
// pages get their hours written by the server (written-hours.ts), so the browser's script formats English only.
import { type OpeningHours, WEEKDAYS, formatOpeningHours } from "./company-profile";
import type { Locale } from "~/lib/i18n/locale";

/** "short" on office cards, "long" on a line of its own, "sentence" inside a sentence (Spanish starts it lower case). */
export type HoursStyle = "short" | "long" | "sentence";

const DAY_NAMES = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"] as const;

function spanishTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, "0")}\u00a0${hours < 12 ? "a.\u00a0m." : "p.\u00a0m."}`;
}

/** Runs of consecutive open days as weekday indexes: Monday..Friday and Sunday -> [[0, 4], [6, 6]]. */
function dayRuns(days: OpeningHours["days"]): [number, number][] {
  const runs: [number, number][] = [];
  WEEKDAYS.forEach((day, index) => {
    if (!days.includes(day)) return;
    const last = runs.at(-1);
    if (last && last[1] === index - 1) last[1] = index;
    else runs.push([index, index]);
  });
  return runs;
}

/** "lun-vie: 9:00 a. m.-4:00 p. m."; "de lunes a viernes, de 9:00 a. m. a 4:00 p. m." (a sentence), capitalized alone. */
function spanishOpeningHours(hours: OpeningHours, style: HoursStyle): string {
  const opens = spanishTime(hours.opens);
  const closes = spanishTime(hours.closes);
  const runs = dayRuns(hours.days);
  if (style === "short") {
    const day = (index: number) => DAY_NAMES[index]!.slice(0, 3);
    const days = runs.map(([first, last]) => (first === last ? day(first) : `${day(first)}-${day(last)}`));
    return `${days.join(", ")}: ${opens}-${closes}`;
  }
  const days = runs.map(([first, last]) =>
    first === last ? `el ${DAY_NAMES[first]}` : `de ${DAY_NAMES[first]} a ${DAY_NAMES[last]}`,
  );
  const joined = days.length > 1 ? `${days.slice(0, -1).join(", ")} y ${days.at(-1)}` : (days[0] ?? "");
  const sentence = `${joined}, de ${opens} a ${closes}`;
  return style === "long" ? sentence.charAt(0).toUpperCase() + sentence.slice(1) : sentence;
}

/** Opening hours in `locale`, in the given style; the English are the company profile's own. */
export function openingHoursIn(locale: Locale, hours: OpeningHours, style: HoursStyle): string {
  if (locale === "es") return spanishOpeningHours(hours, style);
  return formatOpeningHours(hours, style === "short" ? "short" : "long");
}
