// GET /admin/projects/:projectId/documents/:documentId: a project's private document, for managers. The staff
// layout's guard sends anonymous visitors to sign in and refuses others with 403; a document of another project
// answers as one that does not exist.
import { appContext } from "~/context";
import { requireStaff } from "~/services/staff/auth.server";
import { jsonError } from "~/lib/http/http.server";
import { privateDocumentResponse } from "~/lib/projects/project-documents";
import { readProjectDocument } from "~/models/project-files.server";
import type { Route } from "./+types/project-document";

export async function loader({ params, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "projects.manage");
  const { db, logger } = context.get(appContext);
  const ids = [params.projectId, params.documentId];
  if (!ids.every((id) => /^\d{1,9}$/.test(id))) throw jsonError(404, "No such document.");
  const document = await readProjectDocument(db, Number(params.projectId), Number(params.documentId));
  if (!document) throw jsonError(404, "No such document.");
  logger.info(
    { event: "project.document-downloaded", projectId: document.projectId, documentId: document.id, by: staff.id },
    "document downloaded",
  );
  return privateDocumentResponse(document);
}
