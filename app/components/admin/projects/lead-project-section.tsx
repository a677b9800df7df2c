import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { AdminPanel } from "~/components/admin/admin-shell";
import { LeadTag } from "~/components/admin/leads/lead-status-pill";
import type { LeadActionFailure } from "~/lib/leads/lead-desk-views";
import type { LeadProjectSection } from "~/lib/projects/project-desk-views";
import { LeadProjectMessages } from "./lead-project-messages";
import { LeadProjectStart } from "./lead-project-start";
import { LeadProjectTimeline } from "./lead-project-timeline";

/** The pool project of a won lead on its page: "Start the project", or the project's timeline and messages. */
export function LeadProject({
  section,
  failure,
}: {
  section: LeadProjectSection;
  failure?: LeadActionFailure | undefined;
}) {
  if (section.kind === "none") return null;
  if (section.kind === "start") {
    return (
      <div id="project" className="scroll-mt-20">
        <AdminPanel
          title="Pool project"
          description="The won lead's installation: stages, payments, documents and the homeowner's own page."
        >
          <LeadProjectStart start={section} failure={failure?.intent === "project-start" ? failure : undefined} />
        </AdminPanel>
      </div>
    );
  }
  return (
    <>
      <div id="project" className="scroll-mt-20">
        <AdminPanel title="Pool project">
          <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">Pool</dt>
              <dd className="text-slate-900">{section.pool ?? "Not chosen yet"}</dd>
              <dt className="text-slate-600">Color</dt>
              <dd className="text-slate-900">{section.color ?? "Not chosen yet"}</dd>
              <dt className="text-slate-600">Address</dt>
              <dd className="text-slate-900 [overflow-wrap:anywhere]">{section.address ?? "Not given"}</dd>
              <dt className="text-slate-600">Contract</dt>
              <dd className="text-slate-900">
                {section.contract}, signed {section.signed}
              </dd>
            </dl>
            {section.pageHref && (
              <Link
                to={section.pageHref}
                className="inline-flex min-h-10 items-center gap-1 text-sm font-semibold text-ocean-800 underline underline-offset-2"
              >
                Open the project
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            )}
          </div>
          <h3 className="mb-2 flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
            Timeline
            {section.lateCount > 0 && (
              <LeadTag tone="red">
                {section.lateCount} {section.lateCount === 1 ? "stage" : "stages"} late
              </LeadTag>
            )}
          </h3>
          <LeadProjectTimeline stages={section.stages} currentStageId={section.currentStageId} />
        </AdminPanel>
      </div>
      <div id="project-messages" className="scroll-mt-20">
        <AdminPanel
          title="Messages with the homeowner"
          description="What the homeowner wrote from their project page, and the office's answers. Each answer is e-mailed to them."
        >
          <LeadProjectMessages
            messages={section.messages}
            failure={failure?.intent === "project-message" ? failure : undefined}
          />
        </AdminPanel>
      </div>
    </>
  );
}
