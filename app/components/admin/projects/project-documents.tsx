// The project's private documents (downloaded through the staff area; the homeowner opens them at their link)
// and the form to attach one: a PDF or an image, one per post.
import { AdminSelectField, AdminTextField } from "~/components/admin/admin-form";
import type { ProjectActionFailure } from "~/lib/projects/project-page-sections";
import { DOCUMENT_ACCEPT, PROJECT_DOCUMENT_KIND_LABELS } from "~/lib/projects/project-documents";
import { PROJECT_DETAIL_MAX } from "~/lib/schemas/project-details";
import { RemoveRowButton, UploadForm, failureFor } from "./project-form-parts";

interface DocumentView {
  id: number;
  kind: string;
  title: string;
  fileName: string;
  size: string;
  href: string;
}

const KIND_OPTIONS = Object.entries(PROJECT_DOCUMENT_KIND_LABELS).map(([value, label]) => ({ value, label }));

export function ProjectDocuments({
  documents,
  failure,
}: {
  documents: readonly DocumentView[];
  failure?: ProjectActionFailure | undefined;
}) {
  const addFailure = failureFor(failure, ["document-add"]);
  return (
    <>
      {documents.length === 0 ? (
        <p className="text-sm text-slate-600">No documents yet.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Documents">
          {documents.map((document) => (
            <li
              key={document.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-2 text-sm"
            >
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <a href={document.href} className="font-semibold text-ocean-800 underline underline-offset-2">
                  {document.title}
                </a>{" "}
                · {document.kind} · {document.fileName} · {document.size}
              </span>
              <div>
                <RemoveRowButton
                  intent="document-remove"
                  name="documentId"
                  id={document.id}
                  ariaLabel={`Remove the document ${document.title}`}
                  failure={failure}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <UploadForm
        intent="document-add"
        heading="Attach a document"
        fileLabel="File (PDF, JPEG, PNG or WebP, up to 10 MB)"
        accept={DOCUMENT_ACCEPT}
        submit="Attach document"
        failure={addFailure}
      >
        <AdminSelectField
          label="Kind"
          name="kind"
          options={KIND_OPTIONS}
          defaultValue={addFailure?.values.kind ?? "contract"}
          error={addFailure?.errors.kind}
        />
        <AdminTextField
          label="Title"
          name="title"
          required
          maxLength={PROJECT_DETAIL_MAX.title}
          defaultValue={addFailure?.values.title}
          error={addFailure?.errors.title}
        />
      </UploadForm>
    </>
  );
}
