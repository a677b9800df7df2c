import { useCompany } from "~/components/company-context";
import { telHref } from "~/lib/company/offices";
import { useTexts } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";

/** The answer to "E-mail me my link": the same for every address; a refusal keeps what was typed. */
export type ProjectLinkAnswer = { sent: true } | { sent: false; error: string; email: string };

/**
 * "E-mail me my link" (a plain form posting to /project) and the offices' phones: what a homeowner without a
 * working link can do, on the page a dead link shows and on /project.
 */
export function ProjectLinkForm({ answer }: { answer?: ProjectLinkAnswer }) {
  const t = useTexts("project").linkForm;
  const to = useLocalePath();
  const company = useCompany();
  const error = answer && !answer.sent ? answer : null;
  return (
    <>
      {answer?.sent ? (
        <p role="status" className="mt-6 rounded-xl bg-sand-50 p-4 text-slate-800">
          {t.sent}
        </p>
      ) : (
        <form method="post" action={to("/project")} className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
          <label htmlFor="project-link-email" className="block font-semibold text-ocean-950">
            {t.email}
          </label>
          <input
            id="project-link-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={255}
            defaultValue={error?.email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "project-link-error" : undefined}
            className="mt-2 block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base"
          />
          {error && (
            <p id="project-link-error" role="alert" className="mt-2 text-sm font-medium text-red-800">
              {error.error}
            </p>
          )}
          <button type="submit" className="btn-ocean mt-4">
            {t.send}
          </button>
        </form>
      )}
      <h2 className="mt-8 font-semibold text-ocean-950">{t.orCall}</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {company.offices.map((office) => (
          <li key={office.id} className="rounded-xl border border-slate-200 bg-white px-4 py-3">
            <span className="block text-sm text-slate-600">{office.name}</span>
            <a href={telHref(office.phone)} className="font-semibold text-ocean-700 underline">
              {office.phone}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
