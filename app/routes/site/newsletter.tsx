import { data } from "react-router";
import { NewsletterBox } from "~/components/blog/newsletter-box";
import { appContext } from "~/context";
import { readFormBody } from "~/lib/http/http.server";
import { NEWSLETTER_EMAIL_MESSAGE } from "~/lib/schemas/newsletter";
import type { NewsletterAnswer } from "~/lib/newsletter/newsletter-answer";
import { newsletterPagesTexts } from "~/content/texts/newsletter-pages.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { pickTexts, useTexts } from "~/lib/i18n/texts";
import { routeMeta } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { blogTexts } from "~/content/texts/blog.server";
import { takeNewsletterSignup } from "~/services/newsletter/newsletter-signup.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/newsletter.css?url";
import type { Route } from "./+types/newsletter";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

// /newsletter: where the blog's newsletter box posts. With scripts the box shows the answer in place; without, this
// page is the answer, with the box again (holding what was typed when it was refused).

/** The page's own words, and the newsletter box's (the blog's texts), in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  return { texts: pickTexts(localeOfRequest(request), newsletterPagesTexts, blogTexts) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const texts = newsletterPagesTexts[localeOfRequest(request)].signup;
  const form = await readFormBody(request);
  const values = { email: (form.get("email") ?? "").slice(0, 255), page: form.get("page") ?? "/blog" };
  const result = await takeNewsletterSignup(context.get(appContext), form);
  switch (result.kind) {
    case "taken":
      return data<NewsletterAnswer>({ ok: true, message: texts.checkInbox });
    case "invalid": {
      // The rule's one message (an address that is not one), in the page's language.
      const errors = Object.fromEntries(
        Object.entries(result.errors).map(([field, message]) => [
          field,
          message === NEWSLETTER_EMAIL_MESSAGE ? texts.invalidEmail : message,
        ]),
      );
      return data<NewsletterAnswer>(
        { ok: false, message: Object.values(errors)[0] ?? "", errors, values },
        { status: 400 },
      );
    }
    case "rate-limited":
      return data<NewsletterAnswer>(
        { ok: false, message: texts.rateLimited, errors: {}, values },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
  }
}

/** A refusal for too many sign-ups says when to try again, to a page post as to a script's. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["newsletterPages"], ({ newsletterPages }, { matches }) =>
    routeMeta(matches, {
      title: newsletterPages.signup.title,
      description: newsletterPages.signup.description,
      path: "/newsletter",
      // The box's answer page: the blog is where the newsletter is offered.
      noindex: true,
    }),
  );

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const texts = useTexts("newsletterPages").signup;
  return (
    <section className="container-page max-w-xl py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-ocean-950">{texts.title}</h1>
      <div className="mt-6">
        <NewsletterBox answer={actionData} page={actionData && !actionData.ok ? actionData.values.page : undefined} />
      </div>
    </section>
  );
}
