import { telHref } from "~/lib/company/offices";
import { type Office, officeMapsUrl } from "~/lib/company/company-profile";
import { useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useCompany } from "./company-context";

interface OfficeCardProps {
  office: Office;
  /** Show the towns the office serves. */
  showTowns?: boolean;
  highlight?: boolean;
  headingLevel?: 2 | 3;
}

/** A line of the office's details led by its icon (the line's ::before, decision 027). */
const LINE_WITH_ICON = "icon-before office-card-line";
/** A button's icon before its label, as the button's ::before. */
const BUTTON_ICON = "icon-before before:size-4";

/** An office: address, tap-to-call phone, e-mail, hours and directions. */
export function OfficeCard({ office, showTowns = false, highlight = false, headingLevel = 3 }: OfficeCardProps) {
  const company = useCompany();
  const texts = useTexts("shell").officeCard;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={`flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm ${highlight ? "border-sun-400 ring-2 ring-sun-300/60" : "border-slate-200"}`}
    >
      <Heading className="text-lg font-bold text-ocean-950">{office.name}</Heading>
      <p className="text-sm font-medium text-slate-600">{office.city}, Florida</p>
      <ul className="mt-4 flex flex-col gap-2.5 text-sm text-slate-700">
        <li className={`${LINE_WITH_ICON} icon-MapPin whitespace-pre-line`}>
          {`${office.address}\n${office.city}, ${office.state} ${office.zip}`}
        </li>
        <li className={`${LINE_WITH_ICON} icon-Phone`}>
          <a
            href={telHref(office.phone)}
            data-office={office.id}
            className="font-semibold text-ocean-800 hover:underline"
          >
            {office.phone}
          </a>
        </li>
        <li className={`${LINE_WITH_ICON} icon-Mail`}>
          <a href={`mailto:${office.email}`} className="[overflow-wrap:anywhere] text-ocean-800 hover:underline">
            {/* A break after the @ first: a phone-width card otherwise cuts the domain ("….co" / "m"). */}
            {office.email.replace(/@.*/, "@")}
            <wbr />
            {office.email.replace(/^[^@]*@/, "")}
          </a>
        </li>
        <li className={`${LINE_WITH_ICON} icon-Clock`}>{office.hours}</li>
      </ul>
      {showTowns && (
        <div className="mt-5">
          <p className="text-xs font-bold tracking-wide text-slate-600 uppercase">{texts.serving}</p>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {office.serviceTowns.map((town) => (
              <li key={town} className="town-pill">
                {town}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <a
          href={telHref(office.phone)}
          data-office={office.id}
          className={`btn-ocean ${BUTTON_ICON} icon-Phone min-h-10 px-4`}
        >
          {texts.call}
        </a>
        <a
          href={officeMapsUrl(company, office)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={fill(texts.directionsLabel, { office: office.name })}
          className={`btn-outline ${BUTTON_ICON} icon-Navigation min-h-10 px-4`}
        >
          {texts.directions}
        </a>
      </div>
    </article>
  );
}
