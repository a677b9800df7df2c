import { data, redirect } from "react-router";
import { useCompany } from "~/components/company-context";
import { type MessageRefusal, ProjectMessages } from "~/components/project/project-messages";
import { ProjectLinkForm } from "~/components/project/project-link-form";
import { ProjectPayments } from "~/components/project/project-payments";
import { PROGRESS_SEGMENT, ProjectTimeline } from "~/components/project/project-timeline";
import { ProjectWarranty, type WarrantyRefusal } from "~/components/project/project-warranty";
import { SpriteIcon } from "~/components/sprite-icon";
import { appContext } from "~/context";
import { projectTexts } from "~/content/texts/project.server";
import { officeToday } from "~/lib/company/office-time";
import { telHref } from "~/lib/company/offices";
import { readFormBody } from "~/lib/http/http.server";
import { type Locale, localeOfRequest, localizedPath } from "~/lib/i18n/locale";
import { pickTexts, useTexts } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { fill } from "~/lib/i18n/translate";
import type { HomeownerProjectPage } from "~/lib/projects/homeowner-page";
import { PROJECT_MESSAGE_MAX, projectMessageSchema } from "~/lib/schemas/project-message";
import { WARRANTY_FIELD_MAX, warrantyRegistrationSchema } from "~/lib/schemas/warranty-registration";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { routeMeta } from "~/lib/seo/route-meta";
import { isHandedOver } from "~/lib/projects/project-stages";
import { setProjectUpdatesOff } from "~/models/projects.server";
import { confirmWarrantyByHomeowner } from "~/models/warranty-registrations.server";
import { homeownerProjectPage } from "~/services/projects/homeowner-page-view.server";
import {
  PROJECT_PAGE_HEADERS,
  projectViewOfLink,
  emailProjectLinkAgain,
  sendHomeownerMessage,
} from "~/services/projects/homeowner-project.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/project.css?url";
import type { Route } from "./+types/project";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

// /project/:token (Spanish /es/project/:token): the homeowner's pool project at the signed link of its e-mails, no
// account needed. What is next and what they must do before it, the payments, photos, documents and messages, and
// at handover the warranties. A link that opens nothing (forged, expired, revoked, replaced) answers 404 with one
// page that names no project and offers "E-mail me my link". Every control is a plain form.

/** What the page says after a form went through (the redirect's ?sent=), so a reload does not send it again. */
const NOTICES = ["message", "updates-off", "updates-on", "warranty", "link"] as const;
type Notice = (typeof NOTICES)[number];

type ProjectActionData =
  { intent: "message"; refusal: MessageRefusal } | { intent: "warranty"; refusal: WarrantyRefusal };

const deadLink = (locale: Locale) =>
  data(
    { page: null, notice: null, messageMax: PROJECT_MESSAGE_MAX, texts: pickTexts(locale, projectTexts) },
    { status: 404, headers: PROJECT_PAGE_HEADERS },
  );

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const locale = localeOfRequest(request);
  const view = await projectViewOfLink(db, config.sessionSecret, params.token);
  if (!view) return deadLink(locale);
  const sent = new URL(request.url).searchParams.get("sent");
  const page: HomeownerProjectPage = homeownerProjectPage(view, {
    locale,
    token: params.token,
    today: officeToday(),
  });
  return data(
    {
      page,
      notice: NOTICES.find((notice) => notice === sent) ?? null,
      // The field's length, sent rather than imported: the rule's module would bring its validation library along.
      messageMax: PROJECT_MESSAGE_MAX,
      texts: pickTexts(locale, projectTexts),
    },
    { headers: PROJECT_PAGE_HEADERS },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config, clientIp } = context.get(appContext);
  const locale = localeOfRequest(request);
  const t = projectTexts[locale];
  const form = await readFormBody(request);
  const view = await projectViewOfLink(db, config.sessionSecret, params.token);
  if (!view) return deadLink(locale);
  const { project } = view;
  const back = (notice: Notice, anchor: string) =>
    redirect(localizedPath(locale, `/project/${params.token}?sent=${notice}#${anchor}`), {
      headers: PROJECT_PAGE_HEADERS,
    });
  switch (form.get("intent")) {
    case "message": {
      const typed = (form.get("body") ?? "").slice(0, PROJECT_MESSAGE_MAX * 2);
      const max = PROJECT_MESSAGE_MAX.toLocaleString("en-US");
      const parsed = projectMessageSchema({
        empty: t.messages.errors.empty,
        tooLong: fill(t.messages.errors.tooLong, { max }),
        invalidCharacters: t.messages.errors.invalidCharacters,
      }).safeParse({ body: form.get("body") });
      if (!parsed.success) {
        const error = parsed.error.issues[0]?.message ?? t.messages.errors.empty;
        return data<ProjectActionData>({ intent: "message", refusal: { error, body: typed } }, { status: 400 });
      }
      const wait = await sendHomeownerMessage(db, config, clientIp, project, parsed.data.body);
      if (wait !== null) {
        return data<ProjectActionData>(
          { intent: "message", refusal: { error: t.messages.errors.tooMany, body: typed } },
          { status: 429, headers: { "Retry-After": String(wait) } },
        );
      }
      return back("message", "messages");
    }
    case "email-link": {
      if (view.people.email) await emailProjectLinkAgain(db, config, project, view.people.email);
      return back("link", "updates");
    }
    case "updates": {
      const off = form.get("updates") === "off";
      await setProjectUpdatesOff(db, project.id, off);
      return back(off ? "updates-off" : "updates-on", "updates");
    }
    case "warranty": {
      if (!isHandedOver(view.stages)) break;
      const e = t.warranty.errors;
      const schema = warrantyRegistrationSchema(() => officeToday(), {
        modelTooLong: fill(e.modelTooLong, { max: WARRANTY_FIELD_MAX.model }),
        serialTooLong: fill(e.serialTooLong, { max: WARRANTY_FIELD_MAX.serial }),
        serialWithoutModel: e.serialWithoutModel,
        startUpOn: e.startUpOn,
        startUpFuture: e.startUpFuture,
      });
      const fields = Object.fromEntries([...form].filter(([name]) => name !== "intent"));
      const parsed = schema.safeParse(fields);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
        const values = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value.slice(0, 200)]));
        return data<ProjectActionData>({ intent: "warranty", refusal: { errors, values } }, { status: 400 });
      }
      await confirmWarrantyByHomeowner(db, project.id, parsed.data);
      return back("warranty", "warranty");
    }
  }
  return data(null, { status: 400 });
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(PROJECT_PAGE_HEADERS);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["project"], ({ project }, { matches, data: loaded }) =>
    routeMeta(matches, {
      title: loaded?.page ? project.meta.title : project.dead.title,
      description: project.meta.description,
      path: "/project",
      noindex: true,
    }),
  );

function DeadLink() {
  const t = useTexts("project").dead;
  return (
    <section className="container-page max-w-2xl py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-ocean-950">{t.heading}</h1>
      <p className="mt-4 text-lg text-slate-700">{t.body}</p>
      <ProjectLinkForm />
    </section>
  );
}

function NextStep({ page }: { page: HomeownerProjectPage }) {
  const t = useTexts("project").next;
  const next = page.next;
  if (!next) return null;
  return (
    <section
      aria-labelledby="next-heading"
      className={`rounded-2xl border-2 bg-white p-5 shadow-sm ${next.delayed ? "border-amber-300" : "border-ocean-200"}`}
    >
      <h2 id="next-heading" className="text-sm font-bold tracking-wide text-ocean-700 uppercase">
        {t.heading}
      </h2>
      <p className="mt-1 text-2xl font-bold text-ocean-950">{next.name}</p>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
        <span className="flex items-start gap-2">
          <SpriteIcon icon="CalendarDays" className="mt-1 size-4 shrink-0 text-ocean-700" />
          <span>{next.when}</span>
        </span>
        {next.delayed && (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-950">
            {t.delayed}
          </span>
        )}
      </p>
      {next.why && <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-amber-950">{next.why}</p>}
      <h3 className="mt-4 font-semibold text-ocean-950">{t.todoHeading}</h3>
      {next.todo || next.note ? (
        <ul className="mt-2 space-y-2">
          {[next.todo, next.note].filter(Boolean).map((line) => (
            <li key={line} className="flex gap-2 text-slate-800">
              <SpriteIcon icon="ClipboardCheck" className="mt-0.5 size-5 shrink-0 text-ocean-700" />
              <span>{line}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-slate-700">{t.nothingToDo}</p>
      )}
    </section>
  );
}

function Owed({ page }: { page: HomeownerProjectPage }) {
  const t = useTexts("project").payments;
  return (
    <a
      href="#payments"
      className="block self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-ocean-300"
    >
      <span className="text-sm font-bold tracking-wide text-ocean-700 uppercase">{t.dueNow}</span>
      <span className="mt-1 block text-2xl font-bold text-ocean-950">{page.payments.dueNow ?? t.nothingDue}</span>
      <span className="mt-2 flex justify-between gap-3 text-slate-700">
        {t.paidSoFar} <strong>{page.payments.paidSoFar}</strong>
      </span>
      <span className="flex justify-between gap-3 text-slate-700">
        {t.balance} <strong>{page.payments.balance}</strong>
      </span>
      <span className="mt-3 flex items-center gap-1 font-semibold text-ocean-700">
        {t.seeSchedule}
        <SpriteIcon icon="ChevronDown" className="size-4" />
      </span>
    </a>
  );
}

function Documents({ page }: { page: HomeownerProjectPage }) {
  const t = useTexts("project").documents;
  return (
    <section aria-labelledby="documents-heading" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="documents-heading" className="flex items-center gap-2 text-xl font-bold text-ocean-950">
        <SpriteIcon icon="FileText" className="size-5 text-ocean-700" />
        {t.heading}
      </h2>
      {page.documents.length === 0 ? (
        <p className="mt-3 text-slate-600">{t.none}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {page.documents.map((document) => (
            <li key={document.id} className="py-2">
              <a
                href={document.href}
                className="flex min-h-11 items-start gap-3 rounded-lg py-1 text-ocean-800 hover:text-ocean-950"
              >
                <SpriteIcon icon="Download" className="mt-1 size-4 shrink-0" />
                <span>
                  <span className="block font-semibold underline">{document.title}</span>
                  <span className="block text-sm text-slate-600">
                    {document.kindLabel} · {document.details}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm text-slate-600">{t.private}</p>
    </section>
  );
}

function Updates({ page, notice, action }: { page: HomeownerProjectPage; notice: Notice | null; action: string }) {
  const t = useTexts("project").updates;
  return (
    <section
      id="updates"
      aria-labelledby="updates-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="updates-heading" className="flex items-center gap-2 text-xl font-bold text-ocean-950">
        <SpriteIcon icon="Mail" className="size-5 text-ocean-700" />
        {t.heading}
      </h2>
      {(notice === "updates-off" || notice === "updates-on") && (
        <p role="status" className="mt-3 rounded-lg bg-emerald-50 p-3 font-medium text-emerald-900">
          {notice === "updates-off" ? t.savedOff : t.savedOn}
        </p>
      )}
      <p className="mt-3 text-slate-700">{page.updatesOff ? t.off : t.on}</p>
      <form method="post" action={action} className="mt-3">
        <input type="hidden" name="intent" value="updates" />
        <input type="hidden" name="updates" value={page.updatesOff ? "on" : "off"} />
        <button type="submit" className="btn-outline">
          {page.updatesOff ? t.turnOn : t.turnOff}
        </button>
      </form>
      {page.emailTo && (
        <form method="post" action={action} className="mt-5 border-t border-slate-100 pt-4">
          {notice === "link" && (
            <p role="status" className="mb-3 rounded-lg bg-emerald-50 p-3 font-medium text-emerald-900">
              {fill(t.emailLinkSent, { email: page.emailTo })}
            </p>
          )}
          <input type="hidden" name="intent" value="email-link" />
          <button type="submit" className="btn-outline">
            {t.emailLink}
          </button>
          <p className="mt-2 text-sm text-slate-600">{fill(t.emailLinkTo, { email: page.emailTo })}</p>
        </form>
      )}
    </section>
  );
}

function Help({ page }: { page: HomeownerProjectPage }) {
  const t = useTexts("project").help;
  const company = useCompany();
  const office = company.offices.find((o) => o.id === page.officeId);
  const phone = office?.phone ?? company.tollFreePhone;
  return (
    <section aria-labelledby="help-heading" className="rounded-2xl bg-ocean-950 p-5 text-white">
      <h2 id="help-heading" className="text-xl font-bold">
        {t.heading}
      </h2>
      {office && <p className="mt-1 text-ocean-100">{fill(t.office, { office: office.name })}</p>}
      <a
        href={telHref(phone)}
        className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 font-semibold text-ocean-950"
      >
        <SpriteIcon icon="Phone" className="size-4" />
        {phone}
      </a>
    </section>
  );
}

export default function ProjectPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const t = useTexts("project");
  const to = useLocalePath();
  const action = actionData as ProjectActionData | null | undefined;
  const page = loaderData.page;
  if (!page) return <DeadLink />;
  const pageAction = to(`/project/${params.token}`);
  return (
    <div className="bg-sand-50/40 pb-16">
      <header className="bg-ocean-900 text-white">
        <div className="container-page max-w-6xl py-8 sm:py-10">
          <p className="text-sm font-semibold tracking-wide text-ocean-200 uppercase">{t.eyebrow}</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {fill(t.hello, { name: page.firstName })}
          </h1>
          <p className="mt-2 text-lg text-ocean-50">{page.pool}</p>
          {page.address && (
            <p className="mt-1 flex items-center gap-2 text-ocean-100">
              <SpriteIcon icon="MapPin" className="size-4 shrink-0" />
              {page.address}
            </p>
          )}
          <div className="mt-5 flex gap-1" aria-hidden="true">
            {page.stages.map((stage) => (
              <span key={stage.id} className={`h-2 flex-1 rounded-full ${PROGRESS_SEGMENT[stage.status]}`} />
            ))}
          </div>
          <p className="mt-2 text-sm font-medium text-ocean-100">{page.finished ? t.finished : page.progress}</p>
        </div>
      </header>
      <div className="container-page max-w-6xl">
        <div className="grid gap-4 pt-6 md:grid-cols-[3fr_2fr] lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-8">
          <NextStep page={page} />
          <Owed page={page} />
        </div>
        <div className="grid gap-x-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div>
            {page.warranty && (
              <ProjectWarranty
                warranty={page.warranty}
                action={pageAction}
                refusal={action?.intent === "warranty" ? action.refusal : undefined}
                confirmedNow={loaderData.notice === "warranty"}
              />
            )}
            <ProjectTimeline stages={page.stages} nextStageId={page.next?.stageId ?? null} />
            <ProjectMessages
              messages={page.messages}
              action={pageAction}
              refusal={action?.intent === "message" ? action.refusal : undefined}
              sent={loaderData.notice === "message"}
              maxLength={loaderData.messageMax}
            />
          </div>
          <div className="mt-10 space-y-6">
            <ProjectPayments payments={page.payments} />
            <Documents page={page} />
            <Updates page={page} notice={loaderData.notice} action={pageAction} />
            <Help page={page} />
          </div>
        </div>
      </div>
    </div>
  );
}
