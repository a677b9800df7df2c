import { type MetaDescriptor, data, useLocation } from "react-router";
import { BuiltInPage, loadBuiltInPage } from "~/components/landing/built-in-page";
import { ConfigurationError } from "~/components/landing/configuration-error";
import { LandingArticle } from "~/components/landing/landing-article";
import { LandingNotFound } from "~/components/landing/landing-not-found";
import "~/components/landing/preload-built-in-page.client";
import { useTrackLandingView } from "~/components/landing/use-track-landing-view";
import { appContext } from "~/context";
import { type BuiltInPageName } from "~/lib/content/built-in-page-names";
import type { Company } from "~/lib/company/company-profile";
import { estimateHref } from "~/lib/leads/estimate-links";
import { guardServerAction } from "~/lib/leads/form-submission";
import { canPreviewDrafts } from "~/services/content/landing-preview.server";
import { countNotFound } from "~/services/content/not-found-log.server";
import {
  type LandingResolution,
  PREVIEW_SEGMENT,
  isLandingSlug,
  landingPageView,
  normalizeMappingPath,
  resolveLandingPath,
} from "~/lib/content/landing-resolution";
import { landingLocalBusiness } from "~/lib/content/landing-structured-data";
import { landingInLanguage, landingServiceIn } from "~/lib/content/landing-language";
import { landingTexts } from "~/content/texts/landing.server";
import { landingServicesTexts } from "~/content/texts/landing-services.server";
import { type Locale, localeOfRequest, localizedPath, pathWithoutLocale } from "~/lib/i18n/locale";
import { pickTexts, textsFromMatches } from "~/lib/i18n/texts";
import { companyFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { sanitizeContentHtml } from "~/lib/content/sanitize-html.server";
import { getLandingPageBySlug, getPublishedLandingPage } from "~/models/landing-pages.server";
import { listActiveUrlMappings } from "~/models/url-mappings.server";
import { builtInStylesheet } from "~/routes/site/built-in-pages";
import { loadStylesheet } from "~/styles/page-stylesheet";
import landingStylesheet from "~/styles/pages/landing.css?url";
import type { Route } from "./+types/landing";

/**
 * The page's one stylesheet (decision 026): a built-in page shown here brings its own, complete for that page (the
 * loader reads it off the page's route module); everything else (landing articles, the 404 and configuration
 * screens) uses the landing route's. Linked from meta, which sees the loader data; links cannot.
 */
function stylesheetFor(info: LandingInfo | undefined): string {
  return info?.stylesheet ?? landingStylesheet;
}

// The dynamic landing route: /:slug, /:slug/:subsection,
// /:slug/:subsection/:item and the preview /enhanced-test/:slug. Everything is resolved on the server;
// a built-in page shown here runs its own loader, and its data becomes this route's loader data (with
// the landing details under LANDING), because the framework hands a route component the loader data of
// the route it renders in.

const LANDING = "__landing";
/** The description of a page that has none of its own. */
function defaultDescription(company: Company) {
  return `${company.name}: fiberglass pools sold, installed and resurfaced by local Florida crews. Free estimates with a reply within 24 hours.`;
}

type LandingView =
  | { kind: "built-in"; name: BuiltInPageName }
  | { kind: "configuration-error"; targetPage: string }
  | {
      kind: "html";
      title: string;
      city: string | null;
      service: string | null;
      intro: string | null;
      html: string;
      estimateHref: string;
      /** A Spanish address showing a page without its Spanish version: the English, with a note. */
      untranslated: boolean;
    };

interface LandingHead {
  title: string;
  /** The page's own description; null for the company's default one (built in meta, which knows the company). */
  description: string | null;
  /** Canonical path: the page's own address without a trailing slash (a mapped page's own, not the legacy one). */
  path: string;
  keywords: string[];
  noindex: boolean;
  /** LocalBusiness JSON-LD for this city and service; null for the error screen. */
  business: { city: string | null; service: string | null } | null;
  /** false: a Spanish address whose page has no Spanish version (canonical English, no hreflang pair). */
  translated: boolean;
}

interface LandingInfo {
  view: LandingView;
  head: LandingHead;
  /** Slug whose view counter this page load increments (published landing pages only). */
  trackSlug: string | null;
  /** A built-in page's own stylesheet; absent for the landing route's own views. */
  stylesheet?: string;
}

type LandingLoaderData = { [LANDING]: LandingInfo } & Record<string, unknown>;

type Mapping = Awaited<ReturnType<typeof listActiveUrlMappings>>[number];
type LandingPage = NonNullable<Awaited<ReturnType<typeof getPublishedLandingPage>>>;
type Resolution = LandingResolution<Mapping, LandingPage>;

interface Resolved {
  resolution: Resolution;
  preview: boolean;
}

/** The preview route's slug: the router always sends /enhanced-test/{slug} there, ahead of /:slug/:subsection. */
function previewSlug(url: URL): string | null {
  const segments = url.pathname.split("/").filter(Boolean);
  if (segments.length !== 2 || segments[0] !== PREVIEW_SEGMENT) return null;
  try {
    return decodeURIComponent(segments[1]!);
  } catch {
    return "";
  }
}

/** The address as the English site has it: /es/pool-services-tampa is the Spanish twin of /pool-services-tampa. */
function englishUrl(url: URL): URL {
  return new URL(pathWithoutLocale(url.pathname) + url.search, url);
}

async function resolveRequest({ request, context, url: requestUrl }: Route.LoaderArgs | Route.ActionArgs) {
  const { db } = context.get(appContext);
  const url = englishUrl(requestUrl);
  const slug = previewSlug(url);
  if (slug !== null) {
    // Previews look up a landing page by slug only: drafts for staff, never mappings.
    const page = isLandingSlug(slug) ? await getLandingPageBySlug(db, slug) : null;
    const visible = page && (page.status === "published" || (await canPreviewDrafts(request, context)));
    const resolution: Resolution = visible ? landingPageView(page) : { kind: "not-found" };
    return { resolution, preview: true } satisfies Resolved;
  }
  const resolution = await resolveLandingPath<Mapping, LandingPage>(url.pathname, {
    mappingsFor: () => listActiveUrlMappings(db),
    publishedLandingPage: (slug) => getPublishedLandingPage(db, slug),
  });
  return { resolution, preview: false } satisfies Resolved;
}

function builtInName(resolution: Resolution): BuiltInPageName | null {
  return resolution.kind === "mapping" || resolution.kind === "landing-page" ? resolution.page.name : null;
}

function landingHead(page: LandingPage & { translated: boolean }, preview: boolean, locale: Locale): LandingHead {
  return {
    translated: page.translated,
    title: page.metaTitle?.trim() || page.title,
    description: page.metaDescription?.trim() || null,
    path: `/${page.slug}`,
    keywords: page.targetKeywords,
    noindex: preview,
    business: { city: page.city, service: landingServiceIn(locale, landingServicesTexts[locale], page.service) },
  };
}

function describe({ resolution, preview }: Resolved, url: URL, locale: Locale): LandingInfo {
  switch (resolution.kind) {
    case "mapping":
      return {
        view: { kind: "built-in", name: resolution.page.name },
        head: {
          title: resolution.mapping.metaTitle?.trim() || resolution.page.title,
          description: resolution.mapping.metaDescription?.trim() || null,
          // The page has its own address: naming it keeps search engines from indexing the same page twice.
          path: resolution.page.path,
          keywords: [],
          noindex: false,
          business: { city: null, service: null },
          translated: true,
        },
        trackSlug: null,
      };
    case "configuration-error":
      return {
        view: { kind: "configuration-error", targetPage: resolution.targetPage },
        head: {
          title: "Configuration Error",
          description: null,
          path: encodeURI(normalizeMappingPath(url.pathname)),
          keywords: [],
          noindex: true,
          business: null,
          translated: true,
        },
        trackSlug: null,
      };
    case "landing-page":
      return {
        view: { kind: "built-in", name: resolution.page.name },
        head: landingHead(landingInLanguage(locale, resolution.landing), preview, locale),
        trackSlug: preview ? null : resolution.landing.slug,
      };
    case "landing-html": {
      const page = landingInLanguage(locale, resolution.landing);
      const head = landingHead(page, preview, locale);
      return {
        view: {
          kind: "html",
          title: page.title,
          city: page.city,
          // The service as the head names it (the hero's kicker and the structured data say the same).
          service: head.business?.service ?? null,
          intro: page.metaDescription,
          html: sanitizeContentHtml(page.content),
          estimateHref: localizedPath(locale, estimateHref({ sourcePage: page.slug })),
          untranslated: !page.translated,
        },
        head,
        trackSlug: preview ? null : page.slug,
      };
    }
    case "not-found":
      throw data(null, { status: 404 });
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A loader's `data(value, init)` answer (the class itself is not exported). */
function isDataWithInit(
  value: unknown,
): value is { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null } {
  return isObject(value) && value.type === "DataWithResponseInit" && "data" in value;
}

export async function loader(args: Route.LoaderArgs) {
  const resolved = await resolveRequest(args);
  // Addresses nobody answers go to the 404 log, where staff can map them; a preview's unknown slug does not.
  if (resolved.resolution.kind === "not-found" && !resolved.preview) countNotFound(args.context, args.url.pathname);
  const locale = localeOfRequest(args.request);
  const info = describe(resolved, englishUrl(args.url), locale);
  const texts = pickTexts(locale, landingTexts);
  const name = builtInName(resolved.resolution);

  if (info.view.kind === "configuration-error") {
    args.context
      .get(appContext)
      .logger.warn({ path: info.head.path, targetPage: info.view.targetPage }, "URL mapping targets an unknown page");
    // A broken mapping is the site's fault: a server error status keeps it out of search results.
    return data<LandingLoaderData>({ [LANDING]: info, texts }, { status: 500 });
  }
  if (!name) return { [LANDING]: info, texts } as LandingLoaderData;

  const module = await loadBuiltInPage(name);
  // The page's own loader sees this request; its thrown 404s and redirects pass through unchanged.
  const result = module.loader ? await module.loader(args) : undefined;
  if (result instanceof Response) return result;
  const pageData = isDataWithInit(result) ? result.data : result;
  const landing: LandingInfo = { ...info, stylesheet: builtInStylesheet(module) };
  const merged = { ...(isObject(pageData) ? pageData : {}), [LANDING]: landing } as LandingLoaderData;
  return isDataWithInit(result) && result.init ? data(merged, result.init) : merged;
}

/** Forms of a built-in page shown here (estimate, contact) post to this address: run that page's action. */
export async function action(args: Route.ActionArgs) {
  const name = builtInName((await resolveRequest(args)).resolution);
  const module = name ? await loadBuiltInPage(name) : null;
  if (!module?.action) throw data(null, { status: 405 });
  return module.action(args);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return guardServerAction(serverAction);
}

/** On client navigations, fetch the built-in page's code with its data so that it renders without a fallback. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaderData = await serverLoader();
  const info = loaderData[LANDING];
  const { view } = info;
  await Promise.all([
    view.kind === "built-in" ? loadBuiltInPage(view.name).catch(() => undefined) : undefined,
    // The router loads a route's linked stylesheets before it shows the page; this one is linked from meta.
    loadStylesheet(stylesheetFor(info)),
  ]);
  return loaderData;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  const { matches } = args;
  const company = companyFromMatches(matches);
  const stylesheet: MetaDescriptor = {
    tagName: "link",
    rel: "stylesheet",
    href: stylesheetFor(args.loaderData?.[LANDING]),
  };
  return loadedPageMeta(
    args,
    [],
    (_texts, { loaderData }) => {
      const { head } = loaderData[LANDING];
      const siteUrl = siteUrlFromMatches(matches);
      const description = head.description ?? defaultDescription(company);
      const pageMeta = routeMeta(matches, {
        title: head.title,
        description,
        path: head.path,
        keywords: head.keywords,
        noindex: head.noindex,
        translated: head.translated,
        jsonLd: head.business
          ? landingLocalBusiness(company, { siteUrl, path: head.path, description, ...head.business })
          : undefined,
      });
      return [...pageMeta, stylesheet];
    },
    // The error boundary shows the not-found page, which has no <title> of its own; the shell's words are the
    // layout's, there whenever this route's meta runs (had the layout failed, the root's page would show instead).
    () => {
      const notFound = textsFromMatches(matches, "shell")?.errors.notFoundTitle;
      return [
        ...(notFound ? [{ title: `${notFound} | ${company.name}` }] : []),
        { name: "robots", content: "noindex" },
        stylesheet,
      ];
    },
  );
};

export default function LandingRoute({ loaderData }: Route.ComponentProps) {
  const { view, trackSlug } = loaderData[LANDING];
  useTrackLandingView(trackSlug);
  switch (view.kind) {
    case "built-in":
      return <BuiltInPage name={view.name} />;
    case "configuration-error":
      return <ConfigurationError targetPage={view.targetPage} />;
    case "html":
      return (
        <LandingArticle
          title={view.title}
          city={view.city}
          service={view.service}
          intro={view.intro}
          html={view.html}
          estimateHref={view.estimateHref}
          untranslated={view.untranslated}
        />
      );
  }
}

/** No mapping and no landing page, or a failed load: the Page Not Found screen with the path. */
export function ErrorBoundary() {
  const { pathname } = useLocation();
  return <LandingNotFound path={pathname} />;
}
