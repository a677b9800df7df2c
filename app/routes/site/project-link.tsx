import { data } from "react-router";
import { type ProjectLinkAnswer, ProjectLinkForm } from "~/components/project/project-link-form";
import { appContext } from "~/context";
import { projectTexts } from "~/content/texts/project.server";
import { readFormBody } from "~/lib/http/http.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { pickTexts, useTexts } from "~/lib/i18n/texts";
import { projectLinkRequestSchema } from "~/lib/schemas/project-link-request";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { routeMeta } from "~/lib/seo/route-meta";
import { PROJECT_PAGE_HEADERS, requestProjectLink } from "~/services/projects/homeowner-project.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/project-link.css?url";
import type { Route } from "./+types/project-link";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

// /project: "E-mail me my link" for a homeowner who lost the link to their pool project. The page a dead project
// link shows posts here too. The answer is the same whether the address has a project or not.

export function loader({ request }: Route.LoaderArgs) {
  return data({ texts: pickTexts(localeOfRequest(request), projectTexts) }, { headers: PROJECT_PAGE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, clientIp } = context.get(appContext);
  const locale = localeOfRequest(request);
  const t = projectTexts[locale].linkForm;
  const form = await readFormBody(request);
  const typed = (form.get("email") ?? "").slice(0, 255);
  const parsed = projectLinkRequestSchema(t.invalidEmail).safeParse({ email: form.get("email") });
  if (!parsed.success) {
    return data<ProjectLinkAnswer>({ sent: false, error: t.invalidEmail, email: typed }, { status: 400 });
  }
  const wait = await requestProjectLink(db, config, clientIp, parsed.data.email);
  if (wait !== null) {
    return data<ProjectLinkAnswer>(
      { sent: false, error: t.tooMany, email: typed },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
  return data<ProjectLinkAnswer>({ sent: true });
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(PROJECT_PAGE_HEADERS);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["project"], ({ project }, { matches }) =>
    routeMeta(matches, {
      title: project.request.title,
      description: project.request.description,
      path: "/project",
      noindex: true,
    }),
  );

export default function ProjectLinkPage({ actionData }: Route.ComponentProps) {
  const t = useTexts("project").request;
  return (
    <section className="container-page max-w-2xl py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-ocean-950">{t.heading}</h1>
      <p className="mt-4 text-lg text-slate-700">{t.body}</p>
      <ProjectLinkForm answer={actionData} />
    </section>
  );
}
