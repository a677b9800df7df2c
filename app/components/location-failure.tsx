import { useState } from "react";
import { telHref } from "~/lib/company/offices";
import type { LocationFailure } from "~/lib/company/nearest-office";
import { type TextAreas, useTexts } from "~/lib/i18n/texts";
import { useCompany } from "./company-context";

/** What "Find my nearest office" says when the browser gives no position. */
const MESSAGE_OF: Record<LocationFailure, keyof TextAreas["shell"]["locationFailure"]> = {
  refused: "refused",
  unavailable: "unavailable",
  "timed-out": "timedOut",
};

/**
 * Under the office bar when locating failed: why, and every office to call instead. Loaded only then (the header
 * is on every page, and most visitors never see this). Page stylesheets are built from statically imported files,
 * so this one uses only classes the header already has.
 */
export default function LocationFailureMessage({ failure }: { failure: LocationFailure }) {
  const company = useCompany();
  const texts = useTexts("shell").locationFailure;
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <div role="alert" className="container-page py-1.5 text-xs sm:text-sm">
      <div className="flex items-start justify-between gap-3">
        <p>{`${texts[MESSAGE_OF[failure]]} ${texts.callNearest}`}</p>
        <button
          type="button"
          onClick={() => setClosed(true)}
          className="min-h-8 rounded-full px-2 font-semibold text-ocean-100 hover:text-white"
        >
          {texts.close}
        </button>
      </div>
      <ul aria-label={texts.offices} className="flex flex-wrap gap-2">
        {company.offices.map((office) => (
          <li key={office.id}>
            <a
              href={telHref(office.phone)}
              data-office={office.id}
              className="inline-flex min-h-8 items-center font-semibold whitespace-nowrap text-sun-300 hover:text-sun-400"
            >
              {`${office.name} ${office.phone}`}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
