import { Link } from "react-router";
import { useCompany } from "~/components/company-context";
import { HomeContactForm } from "~/components/leads/home-contact-form";
import { useNearestOffice } from "~/components/nearest-office";
import { SectionHeading } from "~/components/section-heading";
import { telHref } from "~/lib/company/offices";
import { fill } from "~/lib/i18n/translate";
import { useTexts } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";

/** The page's closing block: estimate link, a call to the nearest office and the contact form. */
export function ContactSection() {
  const company = useCompany();
  const { office } = useNearestOffice("west-palm-beach");
  const { eyebrow, title, intro, ...t } = useTexts("home").contact;
  const to = useLocalePath();
  return (
    <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-28 bg-sand-100 py-16 sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.15fr] lg:items-start">
        <div>
          <SectionHeading id="contact-heading" align="left" eyebrow={eyebrow} title={title} intro={intro} />
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={to("/estimate")} className="btn-primary px-6 text-base">
              {t.estimate}
            </Link>
            <a
              href={telHref(office.phone)}
              data-office={office.id}
              aria-label={fill(t.callLabel, { phone: office.phone, office: office.name })}
              className="btn-ocean icon-before icon-Phone px-6 text-base before:size-4"
            >
              {fill(t.call, { phone: office.phone })}
            </a>
          </div>
          <ul className="mt-8 grid gap-3 text-slate-700">
            <li className="icon-before icon-Phone flex items-center gap-3 before:size-5 before:text-ocean-700">
              <span>
                {t.tollFree}{" "}
                <a href={telHref(company.tollFreePhone)} className="font-semibold text-ocean-800 hover:underline">
                  {company.tollFreePhone}
                </a>
              </span>
            </li>
            <li className="icon-before icon-Mail flex items-center gap-3 before:size-5 before:text-ocean-700">
              <a href={`mailto:${company.email}`} className="break-all text-ocean-800 hover:underline">
                {company.email}
              </a>
            </li>
            <li className="icon-before icon-Clock flex items-center gap-3 before:size-5 before:text-ocean-700">
              {company.hours}
            </li>
          </ul>
        </div>
        <HomeContactForm />
      </div>
    </section>
  );
}
