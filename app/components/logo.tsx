import { useCompany } from "./company-context";

/**
 * Wordmark with a wave badge; the name is text. The badge is the favicon's drawing as a decorative picture: one
 * element instead of the nine of an inline SVG, in the header and the footer of every page (issue 18), and the
 * browser already holds it for the tab's icon.
 */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const company = useCompany();
  const text = tone === "dark" ? "text-ocean-950" : "text-white";
  return (
    <span className="inline-flex items-center gap-2.5">
      <img src="/favicon.svg" width="36" height="36" alt="" className="size-9 shrink-0" />
      <span className={`flex flex-col leading-none ${text}`}>
        <span className="max-w-[8.5rem] text-sm leading-tight font-extrabold tracking-tight sm:max-w-none sm:text-base sm:leading-none">
          {company.name}
        </span>
        <span
          className={`mt-1 hidden text-[10px] font-semibold tracking-[0.2em] uppercase sm:block ${tone === "dark" ? "text-ocean-700" : "text-ocean-100"}`}
        >
          Sold &amp; installed statewide
        </span>
      </span>
    </span>
  );
}
