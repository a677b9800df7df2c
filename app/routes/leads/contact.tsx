import { data } from "react-router";
import { ClosingCta } from "~/components/closing-cta";
import { CONTACT_STATS } from "~/components/leads/contact/contact-content";
import { contactTexts } from "~/content/texts/contact.server";
import { pickTexts, useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { CONTACT_FORM_FIELDS, ContactForm } from "~/components/leads/contact/contact-form";
import { ContactInfoPanel, EmergencyService } from "~/components/leads/contact/contact-info-panel";
import { OfficeCard } from "~/components/office-card";
import { PageHero } from "~/components/page-hero";
import { SectionHeading } from "~/components/section-heading";
import { appContext } from "~/context";
import { useCompany } from "~/components/company-context";
import {
  type LeadFormFailure,
  type LeadFormSuccess,
  guardServerAction,
  pickFormValues,
} from "~/lib/leads/form-submission";
import { fieldErrors, readFormBody } from "~/lib/http/http.server";
import { leadFieldsTexts, leadMessagesTexts } from "~/content/texts/lead-fields.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { LEAD_FORM_MESSAGES, errorsInPageLanguage, inPageLanguage } from "~/lib/leads/lead-form-messages";
import { HONEYPOT_FIELD, RATE_LIMIT_MESSAGE, takeLead } from "~/services/leads/lead-intake.server";
import { NEAREST_BRANCH_SOURCE_FIELD } from "~/lib/leads/lead-office-routing";
import { companyFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { ContactPageFormSchema, contactPageLead } from "~/lib/schemas/lead-forms";
import { deriveSourcePage } from "~/lib/attribution/source-page";
import { companyLocalBusiness } from "~/lib/seo/structured-data";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/contact.css?url";
import type { Route } from "./+types/contact";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

const CORRECT_FIELDS_MESSAGE = LEAD_FORM_MESSAGES.correctFields;
const BADGE_ICONS = ["MessageCircle", "BadgeCheck", "Award"] as const;

export function loader({ request }: Route.LoaderArgs) {
  return {
    texts: pickTexts(localeOfRequest(request), contactTexts, leadFieldsTexts, leadMessagesTexts),
    sourcePage: deriveSourcePage(new URL(request.url), "contact"),
  };
}

/** The contact form's post (with or without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const url = new URL(request.url);
  const form = await readFormBody(request);
  const locale = localeOfRequest(request);
  const messages = leadMessagesTexts[locale];
  const text = (name: string) => form.get(name)?.trim() ?? "";
  const failure = (errors: Record<string, string>, message: string | null, status: number, headers?: HeadersInit) =>
    data<LeadFormFailure>(
      {
        ok: false,
        errors: errorsInPageLanguage(errors, messages),
        values: pickFormValues(form, CONTACT_FORM_FIELDS),
        message: message && inPageLanguage(message, messages),
      },
      { status, headers },
    );

  const parsed = ContactPageFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return failure(fieldErrors(parsed.error), CORRECT_FIELDS_MESSAGE, 400);

  // The page's own source (its URL's sourcePage, source or from, rendered into the form) wins over the path.
  const sourcePage = text("sourcePage") || deriveSourcePage(url, "contact");
  const lead = contactPageLead(
    parsed.data,
    sourcePage,
    text("nearestBranch") || undefined,
    text(NEAREST_BRANCH_SOURCE_FIELD) || undefined,
    locale,
  );
  const result = await takeLead(app, request, lead, { honeypot: form.get(HONEYPOT_FIELD) ?? undefined, from: "form" });
  switch (result.kind) {
    case "stored":
      // Spam is answered exactly like any other stored lead.
      return data<LeadFormSuccess>({ ok: true }, { headers: { "Set-Cookie": result.formCookie } });
    case "invalid": {
      const known = Object.keys(result.errors).every((f) => (CONTACT_FORM_FIELDS as readonly string[]).includes(f));
      return failure(result.errors, known ? CORRECT_FIELDS_MESSAGE : (Object.values(result.errors)[0] ?? null), 400);
    }
    case "rate-limited":
      return failure({}, RATE_LIMIT_MESSAGE, 429, { "Set-Cookie": result.formCookie });
  }
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return guardServerAction(serverAction);
}

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["contact"], ({ contact: t }, { matches }) => {
    const company = companyFromMatches(matches);
    return routeMeta(matches, {
      title: t.meta.title,
      description: fill(t.meta.description, { company: company.name, phone: company.tollFreePhone }),
      path: "/contact",
      jsonLd: companyLocalBusiness(company, siteUrlFromMatches(matches)),
    });
  });

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const company = useCompany();
  const t = useTexts("contact");
  const fieldTexts = useTexts("leadFields");
  const statText = (stat: (typeof CONTACT_STATS)[number] | undefined) =>
    stat?.unit ? fill(t.statUnits[stat.unit], { count: stat.value }) : String(stat?.value ?? "");
  return (
    <>
      <PageHero
        eyebrow={t.eyebrow}
        title={t.meta.title}
        intro={t.intro}
        actions={
          <ul className="flex flex-wrap gap-3">
            {t.badges.map((badge, index) => {
              const icon = BADGE_ICONS[index] ?? "BadgeCheck";
              return (
                <li
                  key={badge}
                  className={`icon-before icon-${icon} flex items-center gap-2 rounded-full border border-white/30 bg-white/10 px-4 py-2 text-sm font-semibold text-white before:size-4 before:text-sun-300`}
                >
                  {badge}
                </li>
              );
            })}
          </ul>
        }
      />

      <section aria-label={t.factsLabel} className="relative -mt-10 sm:-mt-14">
        <div className="container-page">
          <dl className="grid grid-cols-2 gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-xl sm:p-8 lg:grid-cols-4">
            {t.stats.map((label, index) => (
              <div key={label} className="flex flex-col-reverse items-center text-center">
                <dt className="mt-1 text-sm font-semibold text-slate-600">{label}</dt>
                <dd className="text-3xl font-extrabold tracking-tight text-ocean-800 sm:text-4xl">
                  {statText(CONTACT_STATS[index])}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="contact-today" className="py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="contact-today" title={t.section.title} intro={t.section.subtitle} />
          <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:items-start">
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
              <h3 className="text-2xl font-bold text-ocean-950">{t.form.title}</h3>
              <p className="mt-1 mb-6 text-slate-700">
                {t.form.requiredStart} <span aria-hidden="true">*</span>
                <span className="sr-only">{fieldTexts.required}</span> {t.form.requiredEnd}
              </p>
              <ContactForm sourcePage={loaderData.sourcePage} serverResult={actionData} />
            </div>
            <div className="space-y-6">
              <ContactInfoPanel />
              <EmergencyService />
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="contact-locations" className="bg-sand-50 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="contact-locations" title={t.locations} />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {company.offices.map((office) => (
              <li key={office.id}>
                <OfficeCard office={office} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <ClosingCta />
    </>
  );
}
