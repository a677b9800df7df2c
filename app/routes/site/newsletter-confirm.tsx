import { data } from "react-router";
import { appContext } from "~/context";
import { readConfirmToken } from "~/lib/newsletter/newsletter-links.server";
import { newsletterPagesTexts } from "~/content/texts/newsletter-pages.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { pickTexts, useTexts } from "~/lib/i18n/texts";
import { routeMeta } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { confirmSubscriber, findSubscriber } from "~/models/newsletter-subscribers.server";
import { PRIVATE_PAGE_HEADERS } from "~/services/consultations/consultation-pages.server";
import { NewsletterLinkPage } from "~/components/newsletter/newsletter-link-page";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/newsletter-confirm.css?url";
import type { Route } from "./+types/newsletter-confirm";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

// /newsletter/confirm/:token: the double opt-in link. Opening it shows a button and only its post confirms, so a
// mail scanner that fetches every link of a message cannot confirm an address on its owner's behalf.

type ConfirmPage = { state: "ask" | "confirmed" } | { state: "invalid" };

const INVALID = { state: "invalid" } as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const texts = pickTexts(localeOfRequest(request), newsletterPagesTexts);
  const { db, config } = context.get(appContext);
  const id = readConfirmToken(params.token, config.sessionSecret);
  const subscriber = id === null ? undefined : await findSubscriber(db, id);
  const page: ConfirmPage =
    subscriber?.status === "pending"
      ? { state: "ask" }
      : subscriber?.status === "confirmed"
        ? { state: "confirmed" }
        : INVALID;
  return data({ ...page, texts }, { status: page.state === "invalid" ? 410 : 200, headers: PRIVATE_PAGE_HEADERS });
}

export async function action({ params, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const id = readConfirmToken(params.token, config.sessionSecret);
  const status = id === null ? undefined : await confirmSubscriber(db, id);
  if (status !== "confirmed") return data<ConfirmPage>(INVALID, { status: 410, headers: PRIVATE_PAGE_HEADERS });
  context.get(appContext).logger.info({ subscriberId: id, event: "newsletter.confirmed" }, "newsletter confirmed");
  return data<ConfirmPage>({ state: "confirmed" }, { headers: PRIVATE_PAGE_HEADERS });
}

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["newsletterPages"], ({ newsletterPages }, { matches }) =>
    routeMeta(matches, {
      title: newsletterPages.confirm.title,
      description: newsletterPages.confirm.description,
      path: "/newsletter/confirm",
      noindex: true,
    }),
  );

export default function NewsletterConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  const texts = useTexts("newsletterPages").confirm;
  if (page.state === "invalid") {
    return (
      <NewsletterLinkPage title={texts.invalidTitle}>
        <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 font-medium text-amber-900">
          {texts.invalid}
        </p>
      </NewsletterLinkPage>
    );
  }
  if (page.state === "confirmed") {
    return (
      <NewsletterLinkPage title={texts.confirmedTitle}>
        <p role="status" className="rounded-xl bg-sand-50 p-4 text-slate-800">
          {texts.confirmed}
        </p>
      </NewsletterLinkPage>
    );
  }
  return (
    <NewsletterLinkPage title={texts.title}>
      <p className="text-slate-700">{texts.ask}</p>
      <form method="post" className="mt-6">
        <button type="submit" className="btn-primary">
          {texts.button}
        </button>
      </form>
    </NewsletterLinkPage>
  );
}
