import { appContext } from "~/context";
import { readProjectDocument } from "~/models/project-files.server";
import { PROJECT_PAGE_HEADERS, projectOfLink } from "~/services/projects/homeowner-project.server";
import type { Route } from "./+types/project-document";

// /project/:token/documents/:documentId: a project's private document, its bytes from the database, only for the
// project's own open link. Any other request (a forged, expired or revoked link, another project's document, an id
// that is not one) gets the same 404, so nothing tells a real document from a made-up one.

/** The types staff may attach, which a browser may show in its own viewer; anything else is only downloaded. */
const SHOWN_INLINE = new Set(["application/pdf", "image/jpeg", "image/png", "image/webp"]);

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { ...PROJECT_PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });

/** `filename="contract.pdf"; filename*=UTF-8''contrato%20firmado.pdf`: a plain fallback and the name as written. */
function dispositionName(fileName: string): string {
  const plain = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const documentId = Number(params.documentId);
  if (!/^\d{1,9}$/.test(params.documentId)) return notFound();
  const project = await projectOfLink(db, config.sessionSecret, params.token);
  const document = project ? await readProjectDocument(db, project.id, documentId) : undefined;
  if (!document) return notFound();
  const inline = SHOWN_INLINE.has(document.mimeType);
  return new Response(new Uint8Array(document.content), {
    headers: {
      ...PROJECT_PAGE_HEADERS,
      "Content-Type": inline ? document.mimeType : "application/octet-stream",
      "Content-Length": String(document.content.length),
      "Content-Disposition": `${inline ? "inline" : "attachment"}; ${dispositionName(document.fileName)}`,
    },
  });
}
