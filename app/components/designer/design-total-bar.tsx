// On a phone the designer's summary comes after all four steps, thousands of pixels below the add-ons. This bar
// keeps the total and the monthly payment at the bottom of the screen while the steps are in view, and rests at
// the end of them (sticky, not fixed), so it never covers the summary, the footer or the page's own controls.
import { useEffect, useRef, useState } from "react";
import { formatUsd } from "~/lib/catalogue/pricing";
import { useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";

interface TotalProps {
  total: number;
  monthly: number | null;
}

export function DesignTotalBar({ total, monthly, detailsHref }: TotalProps & { detailsHref: string }) {
  const t = useTexts("designer");
  return (
    <section
      aria-label={t.bar.label}
      className="sticky bottom-0 z-30 -mx-4 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-2.5 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] sm:-mx-6 sm:px-6 lg:hidden"
    >
      <p className="text-sm text-slate-700">
        <strong className="block text-lg text-ocean-950">{fill(t.bar.total, { amount: formatUsd(total) })}</strong>
        {monthly === null ? null : <span>{fill(t.summary.perMonth, { amount: formatUsd(monthly) })}</span>}
      </p>
      <a href={detailsHref} className="btn-outline shrink-0">
        {t.bar.seeDetails}
      </a>
    </section>
  );
}

/** Pauses this long before a new total is said, so a quantity typed digit by digit is said once. */
const ANNOUNCE_AFTER_MS = 1000;

/**
 * A polite status saying the total once it has changed and settled, at every width (the bar is for phones only);
 * silent for the total the page opened with.
 */
export function DesignTotalAnnouncement({ total, monthly }: TotalProps) {
  const t = useTexts("designer").bar;
  const text =
    monthly === null
      ? fill(t.announce, { total: formatUsd(total) })
      : fill(t.announceMonthly, { total: formatUsd(total), monthly: formatUsd(monthly) });
  const [said, setSaid] = useState("");
  const opened = useRef(true);
  useEffect(() => {
    if (opened.current) {
      opened.current = false;
      return;
    }
    const timer = setTimeout(() => setSaid(text), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <p role="status" className="sr-only">
      {said}
    </p>
  );
}
