import { Link } from "react-router";
import { ClosingCta } from "~/components/closing-cta";
import { useCompany } from "~/components/company-context";
import { PageHero } from "~/components/page-hero";
import { legalDocumentForPath, legalDocuments } from "~/content/legal";
import type { LegalBlock } from "~/content/legal/types";
import { legalTexts } from "~/content/texts/legal.server";
import { appContext } from "~/context";
import { localeOfRequest, pathWithoutLocale } from "~/lib/i18n/locale";
import { pickTexts, useTexts } from "~/lib/i18n/texts";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { companyFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { loadCompany } from "~/models/company.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/legal.css?url";
import type { Route } from "./+types/legal";
import { formatLongDate } from "~/lib/text/plain-format";
import { SpriteIcon } from "~/components/sprite-icon";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

// One module serves /privacy-policy, /terms-of-service, /legal-disclaimers and /cookie-policy and their Spanish
// twins (routes.ts registers it once per path); the address picks the text and its language. The loader sends the
// one document shown, so neither language's documents are in the page's scripts.

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const company = await loadCompany(context.get(appContext).db);
  const path = pathWithoutLocale(url.pathname);
  const doc = legalDocumentForPath(company, path, locale) ?? legalDocuments(company, locale)[0]!;
  const others = legalDocuments(company, locale)
    .filter((other) => other.path !== doc.path)
    .map(({ path: otherPath, title }) => ({ path: otherPath, title }));
  return { doc, others, texts: pickTexts(locale, legalTexts) };
}

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, [], (_texts, { matches, loaderData }) => {
    const company = companyFromMatches(matches);
    const { doc } = loaderData;
    const siteUrl = siteUrlFromMatches(matches);
    return routeMeta(matches, {
      title: doc.title,
      description: doc.description,
      path: doc.path,
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "WebPage",
        name: doc.title,
        url: siteUrl + doc.path,
        dateModified: doc.lastUpdated,
        publisher: { "@type": "Organization", name: company.name },
      },
    });
  });

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { doc, others: otherDocs } = loaderData;
  const company = useCompany();
  const texts = useTexts("legal");
  const locale = useLocale();
  const to = useLocalePath();
  const [beforeEmail, afterEmail = ""] = texts.writeTo.split("{email}");
  const [beforeContact, afterContact] = afterEmail.split("{contact}");
  return (
    <>
      <PageHero
        eyebrow={texts.eyebrow}
        title={doc.title}
        intro={doc.intro}
        actions={
          <p className="rounded-full bg-white/15 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/30">
            {texts.lastUpdated}{" "}
            <time dateTime={doc.lastUpdated}>
              {/* The same on the server and in every time zone. */}
              {formatLongDate(new Date(`${doc.lastUpdated}T00:00:00Z`), "UTC", locale)}
            </time>
          </p>
        }
      />

      <div className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[18rem_1fr] lg:gap-16">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <nav aria-labelledby="toc-heading" className="rounded-2xl border border-slate-200 bg-sand-50 p-6">
            <h2 id="toc-heading" className="text-sm font-bold tracking-wide text-ocean-950 uppercase">
              {texts.contents}
            </h2>
            <ol className="mt-4 space-y-1 text-sm">
              {doc.sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex gap-2 rounded-lg px-2 py-1.5 font-medium text-ocean-800 hover:bg-white hover:underline"
                  >
                    <span aria-hidden="true" className="w-5 shrink-0 text-slate-600">
                      {index + 1}.
                    </span>
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </aside>

        <article className="max-w-3xl">
          {doc.sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} className="mb-10 scroll-mt-24 last:mb-0">
              <h2 id={section.id} className="scroll-mt-24 text-2xl font-extrabold tracking-tight text-ocean-950">
                <span className="text-ocean-700">{index + 1}.</span> {section.heading}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
                {section.body.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} />
                ))}
              </div>
            </section>
          ))}

          <div className="mt-12 grid gap-4 sm:grid-cols-2">
            <div className="rounded-2xl border border-slate-200 p-6">
              <h2 className="flex items-center gap-2 text-lg font-bold text-ocean-950">
                <SpriteIcon icon="Mail" className="size-5 text-ocean-600" />
                {texts.questions}
              </h2>
              <p className="mt-2 text-slate-700">
                {beforeEmail}
                <a href={`mailto:${company.email}`} className="font-semibold break-all text-ocean-800 underline">
                  {company.email}
                </a>
                {beforeContact}
                <Link to={to("/contact")} className="font-semibold text-ocean-800 underline">
                  {texts.contactLink}
                </Link>
                {afterContact}
              </p>
            </div>
            <div className="rounded-2xl border border-slate-200 p-6">
              <h2 className="flex items-center gap-2 text-lg font-bold text-ocean-950">
                <SpriteIcon icon="FileText" className="size-5 text-ocean-600" />
                {texts.otherPages}
              </h2>
              <ul className="mt-2 space-y-1">
                {otherDocs.map((other) => (
                  <li key={other.path}>
                    <Link to={to(other.path)} className="font-semibold text-ocean-800 underline">
                      {other.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </article>
      </div>

      <ClosingCta />
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") return <p>{block}</p>;
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-ocean-600">
      {block.list.map((item) => (
        <li key={item}>
          <ListItem text={item} />
        </li>
      ))}
    </ul>
  );
}

/** "Term: explanation" items get their short term in bold, so long lists scan easily. */
function ListItem({ text }: { text: string }) {
  const match = /^([^:]{2,48}): (.+)$/s.exec(text);
  if (!match) return text;
  return (
    <>
      <strong className="font-semibold text-ocean-950">{match[1]}:</strong> {match[2]}
    </>
  );
}
