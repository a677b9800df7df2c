import { useId } from "react";
import { useCompany } from "./company-context";

/** Wordmark with a wave badge; decorative SVG, the name is text. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const company = useCompany();
  const text = tone === "dark" ? "text-ocean-950" : "text-white";
  // The header and the footer both show the logo: each gradient needs an id of its own.
  const gradientId = useId();
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" className="shrink-0">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#38bdf8" />
            <stop offset="1" stopColor="#075d8c" />
          </linearGradient>
        </defs>
        <rect width="40" height="40" rx="11" fill={`url(#${gradientId})`} />
        <circle cx="29" cy="11" r="5" fill="#fbbf24" />
        <path
          d="M5 24c4-3 7-3 10 0s6 3 10 0 7-3 10 0"
          stroke="#fff"
          strokeWidth="2.6"
          fill="none"
          strokeLinecap="round"
        />
        <path
          d="M5 31c4-3 7-3 10 0s6 3 10 0 7-3 10 0"
          stroke="#e0f2fe"
          strokeWidth="2.6"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
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
