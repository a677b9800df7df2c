import { useNearestOffice } from "~/components/nearest-office";
import { serviceAreaPhrase } from "~/lib/company/service-areas";
import { useLocale } from "~/lib/i18n/use-locale";
import { useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useCompany } from "~/components/company-context";
import { telHref } from "~/lib/company/offices";
import { IconTile } from "~/components/icon-tile";
import { SpriteIcon } from "~/components/sprite-icon";
import type { SpriteIconName } from "~/lib/ui/sprite-icon-names";

function Item({ icon, title, children }: { icon: SpriteIconName; title: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-4">
      <IconTile
        icon={icon}
        className="size-11 shrink-0 rounded-xl bg-ocean-50 text-ocean-700"
        iconSize="before:size-5"
      />
      <div className="min-w-0">
        <h3 className="font-bold text-ocean-950">{title}</h3>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </div>
  );
}

/** Phone (toll-free and the nearest office), e-mail, service areas and hours. */
export function ContactInfoPanel() {
  const company = useCompany();
  const locale = useLocale();
  const { office } = useNearestOffice();
  const t = useTexts("contact").panel;
  return (
    <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <Item icon="Phone" title={t.phone}>
        <p>
          {t.tollFree}{" "}
          <a href={telHref(company.tollFreePhone)} className="font-semibold text-ocean-800 hover:underline">
            {company.tollFreePhone}
          </a>
        </p>
        <p>
          {fill(t.office, { office: office.name })}{" "}
          <a
            href={telHref(office.phone)}
            data-office={office.id}
            className="font-semibold text-ocean-800 hover:underline"
          >
            {office.phone}
          </a>
        </p>
      </Item>
      <Item icon="Mail" title={t.email}>
        <a href={`mailto:${company.email}`} className="break-all text-ocean-800 hover:underline">
          {company.email}
        </a>
      </Item>
      <Item icon="MapPin" title={t.areas}>
        <p>{t.area}</p>
        <ul className="mt-2 space-y-1 text-sm">
          {company.offices.map((o) => (
            <li key={o.id}>
              <span className="font-semibold text-ocean-950">{o.name}:</span>{" "}
              {serviceAreaPhrase(o.serviceAreas, locale)}
            </li>
          ))}
        </ul>
      </Item>
      <Item icon="Clock" title={t.hours}>
        {company.hours}
      </Item>
    </div>
  );
}

/** 24/7 help for existing customers; the button calls the toll-free line: a button leading nowhere would fail a customer in trouble. */
export function EmergencyService() {
  const company = useCompany();
  const t = useTexts("contact").emergency;
  return (
    <div className="rounded-2xl border border-red-200 bg-red-50 p-6 sm:p-8">
      <div className="flex items-start gap-4">
        <IconTile icon="Siren" className="size-11 shrink-0 rounded-xl bg-red-700 text-white" iconSize="before:size-5" />
        <div>
          <h3 className="font-bold text-red-900">{t.title}</h3>
          <p className="mt-1 text-slate-800">{t.text}</p>
        </div>
      </div>
      <a
        href={telHref(company.tollFreePhone)}
        className="btn mt-5 w-full bg-red-700 text-white shadow-sm hover:bg-red-800 sm:w-auto"
      >
        <SpriteIcon icon="Phone" className="size-4" />
        {t.button}
        <span className="sr-only">{fill(t.call, { phone: company.tollFreePhone })}</span>
      </a>
    </div>
  );
}
