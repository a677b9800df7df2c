import { useTexts } from "~/lib/i18n/texts";
import { useCompany } from "./company-context";

/**
 * Wordmark with a wave badge; the name is text. The badge is the favicon's drawing painted as the wordmark's
 * ::before: no element of its own (an inline SVG was nine), in the header and the footer of every page (the page-weight element budget),
 * the browser already holds the file for the tab's icon, and a background is not preloaded ahead of the hero picture.
 */
export function Logo({ tone = "dark", wordmarkClass = "" }: { tone?: "dark" | "light"; wordmarkClass?: string }) {
  const company = useCompany();
  const tagline = useTexts("shell").logoTagline;
  const text = tone === "dark" ? "text-ocean-950" : "text-white";
  return (
    <span className="logo-badge inline-flex max-w-full items-center gap-2 sm:gap-2.5">
      {/* A company name with a word longer than a phone's spare room breaks inside it rather than push the header
          wider than the screen. */}
      <span
        className={`flex max-w-[8.5rem] min-w-0 flex-col text-sm leading-tight font-extrabold tracking-tight wrap-anywhere sm:max-w-none sm:text-base sm:leading-none ${text} ${wordmarkClass}`}
      >
        {company.name}
        <span
          className={`mt-1 hidden text-[10px] leading-none font-semibold tracking-[0.2em] uppercase sm:block ${tone === "dark" ? "text-ocean-700" : "text-ocean-100"}`}
        >
          {tagline}
        </span>
      </span>
    </span>
  );
}
