// The homeowner's link: the address that opens their page now (in their language), e-mailing it to them,
// revoking every link sent, and issuing a new one.
import { useId } from "react";
import { Form } from "react-router";
import { FormMessage, SubmitButton, dangerButtonClass, secondaryButtonClass } from "~/components/admin/admin-form";
import type { ProjectActionFailure } from "~/lib/projects/project-page-sections";
import { failureFor, sectionAction } from "./project-form-parts";

export function ProjectLink({
  project,
  failure,
}: {
  project: { link: string | null; linkRevoked: boolean; email: string | null; updatesOff: boolean };
  failure?: ProjectActionFailure | undefined;
}) {
  const id = useId();
  const linkFailure = failureFor(failure, ["link-email", "link-revoke", "link-reissue"]);
  return (
    <div className="flex flex-col gap-3 text-sm">
      <FormMessage message={linkFailure?.message} />
      {project.link ? (
        <div>
          <label htmlFor={id} className="font-semibold text-slate-800">
            Link to the homeowner's page
          </label>
          <input
            id={id}
            readOnly
            value={project.link}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-900"
          />
          <p className="mt-1 text-xs text-slate-600">
            Good for a year; every e-mail the project sends carries a fresh one.
          </p>
        </div>
      ) : (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          The link is revoked: no link opens the project until you issue a new one.
        </p>
      )}
      <p className="text-slate-700">
        Sent to {project.email ?? "no e-mail address"}
        {project.updatesOff && " · the homeowner turned the update e-mails off"}
      </p>
      <div className="flex flex-wrap gap-2">
        {!project.linkRevoked && (
          <Form method="post" action={sectionAction("link-email")} preventScrollReset>
            <SubmitButton intent="link-email" busyLabel="Sending..." className={`${secondaryButtonClass} min-h-11`}>
              E-mail the link
            </SubmitButton>
          </Form>
        )}
        {!project.linkRevoked && (
          <Form method="post" action={sectionAction("link-revoke")} preventScrollReset>
            <SubmitButton intent="link-revoke" busyLabel="Revoking..." className={`${dangerButtonClass} min-h-11`}>
              Revoke
            </SubmitButton>
          </Form>
        )}
        <Form method="post" action={sectionAction("link-reissue")} preventScrollReset>
          <SubmitButton intent="link-reissue" busyLabel="Issuing..." className={`${secondaryButtonClass} min-h-11`}>
            Issue a new link
          </SubmitButton>
        </Form>
      </div>
    </div>
  );
}
