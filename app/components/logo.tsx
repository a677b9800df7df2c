import { useCompany } from "./company-context";

/**
 * Wordmark with a wave badge; the name is text. The badge is the favicon's drawing painted as the wordmark's
 * ::before: no element of its own (an inline SVG was nine), in the header and the footer of every page (issue 18),
 * the browser already holds the file for the tab's icon, and a background is not preloaded ahead of the hero picture.
 */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const company = useCompany();
  const text = tone === "dark" ? "text-ocean-950" : "text-white";
  return (
    <span className="logo-badge inline-flex items-center gap-2.5">
      <span
        className={`flex max-w-[8.5rem] flex-col text-sm leading-tight font-extrabold tracking-tight sm:max-w-none sm:text-base sm:leading-none ${text}`}
      >
        {company.name}
        <span
          className={`mt-1 hidden text-[10px] leading-none font-semibold tracking-[0.2em] uppercase sm:block ${tone === "dark" ? "text-ocean-700" : "text-ocean-100"}`}
        >
          Sold &amp; installed statewide
        </span>
      </span>
    </span>
  );
}
