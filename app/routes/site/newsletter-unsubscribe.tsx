import { data } from "react-router";
import { appContext } from "~/context";
import { readUnsubscribeToken } from "~/lib/newsletter/newsletter-links.server";
import { newsletterPagesTexts } from "~/content/texts/newsletter-pages.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { pickTexts, useTexts } from "~/lib/i18n/texts";
import { routeMeta } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { findSubscriber, unsubscribeSubscriber } from "~/models/newsletter-subscribers.server";
import { PRIVATE_PAGE_HEADERS } from "~/services/consultations/consultation-pages.server";
import { NewsletterLinkPage } from "~/components/newsletter/newsletter-link-page";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/newsletter-unsubscribe.css?url";
import type { Route } from "./+types/newsletter-unsubscribe";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

// /newsletter/unsubscribe/:token: the link in every newsletter e-mail. Opening it shows a button; any POST to it
// unsubscribes: the page's own form, and the one-click POST a mail client sends by itself (RFC 8058: body
// "List-Unsubscribe=One-Click", no cookie, no page before it), which must succeed with a 200. The signed link is the
// only proof needed, so the body is not read at all.

type UnsubscribePage = { state: "ask" | "unsubscribed" } | { state: "invalid" };

const INVALID = { state: "invalid" } as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const texts = pickTexts(localeOfRequest(request), newsletterPagesTexts);
  const { db, config } = context.get(appContext);
  const id = readUnsubscribeToken(params.token, config.sessionSecret);
  if (id === null) return data({ ...INVALID, texts }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  const subscriber = await findSubscriber(db, id);
  // A genuine link whose address is gone (never confirmed, deleted since) is off the list all the same.
  const page: UnsubscribePage =
    !subscriber || subscriber.status === "unsubscribed" ? { state: "unsubscribed" } : { state: "ask" };
  return data({ ...page, texts }, { headers: PRIVATE_PAGE_HEADERS });
}

export async function action({ params, context }: Route.ActionArgs) {
  const { db, config, logger } = context.get(appContext);
  const id = readUnsubscribeToken(params.token, config.sessionSecret);
  if (id === null) return data<UnsubscribePage>(INVALID, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  if (await unsubscribeSubscriber(db, id)) {
    logger.info({ subscriberId: id, event: "newsletter.unsubscribed" }, "newsletter unsubscribed");
  }
  return data<UnsubscribePage>({ state: "unsubscribed" }, { headers: PRIVATE_PAGE_HEADERS });
}

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["newsletterPages"], ({ newsletterPages }, { matches }) =>
    routeMeta(matches, {
      title: newsletterPages.unsubscribe.title,
      description: newsletterPages.unsubscribe.description,
      path: "/newsletter/unsubscribe",
      noindex: true,
    }),
  );

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  const texts = useTexts("newsletterPages").unsubscribe;
  if (page.state === "invalid") {
    return (
      <NewsletterLinkPage title={texts.invalidTitle}>
        <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 font-medium text-amber-900">
          {texts.invalid}
        </p>
      </NewsletterLinkPage>
    );
  }
  if (page.state === "unsubscribed") {
    return (
      <NewsletterLinkPage title={texts.doneTitle}>
        <p role="status" className="rounded-xl bg-sand-50 p-4 text-slate-800">
          {texts.done}
        </p>
      </NewsletterLinkPage>
    );
  }
  return (
    <NewsletterLinkPage title={texts.heading}>
      <p className="text-slate-700">{texts.ask}</p>
      <form method="post" className="mt-6">
        <button type="submit" className="btn-primary">
          {texts.button}
        </button>
      </form>
    </NewsletterLinkPage>
  );
}
