// POST /api/admin/video-uploads: one MP4 video, the request body being the file itself (Content-Type: video/mp4),
// answered with its stored address: 201 for a new file, 200 for a file uploaded before. The body is written to disk
// as it arrives, never held in memory. Refusals are JSON, store nothing and leave no temporary file: 400 (empty),
// 413 (past the cap, answered at once without reading on), 415 (not an MP4 by its bytes, or another content type).
// The admin API guard refuses anonymous (401), sales (403) and cross-site posts (403).
import { appContext } from "~/context";
import { requireStaff } from "~/services/staff/auth.server";
import { jsonError, jsonResponse, methodNotAllowed } from "~/lib/http/http.server";
import { UploadError } from "~/services/media/process-image.server";
import { MAX_VIDEO_UPLOAD_BYTES } from "~/lib/media/upload-rules";
import { spoolVideoBody } from "~/services/media/video-spool.server";
import { storeSpooledVideo, videoSpoolDir } from "~/services/media/video-storage.server";
import { VIDEO_MIME_TYPE, VIDEO_UPLOAD_MESSAGES, type UploadedVideo } from "~/lib/media/video-upload-rules";
import type { Route } from "./+types/video-uploads";

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  return jsonResponse({ contentType: VIDEO_MIME_TYPE, maxBytes: MAX_VIDEO_UPLOAD_BYTES });
}

/** A refusal that may come before the body has been read: the connection is closed after it, not drained. */
function refusal(status: number, message: string): Response {
  const response = jsonError(status, message);
  response.headers.set("Connection", "close");
  return response;
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "content.manage");
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const app = context.get(appContext);
  const refused = (status: number, message: string) => {
    app.logger.info({ event: "media.video-upload-refused", status, by: staff.id }, message);
    return refusal(status, message);
  };
  const contentType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (contentType !== VIDEO_MIME_TYPE) return refused(415, VIDEO_UPLOAD_MESSAGES.contentType);
  if (Number(request.headers.get("content-length") ?? "0") > MAX_VIDEO_UPLOAD_BYTES)
    return refused(413, VIDEO_UPLOAD_MESSAGES.tooLarge);
  try {
    const spooled = await spoolVideoBody(request.body, videoSpoolDir(app.config.uploads), MAX_VIDEO_UPLOAD_BYTES);
    const { url, created } = await storeSpooledVideo(app.config.uploads, spooled);
    app.logger.info(
      { event: created ? "media.video-uploaded" : "media.video-upload-repeated", bytes: spooled.bytes, by: staff.id },
      "video uploaded",
    );
    const video: UploadedVideo = { url, bytes: spooled.bytes };
    return jsonResponse({ video }, { status: created ? 201 : 200 });
  } catch (error) {
    if (error instanceof UploadError) return refused(error.status, error.message);
    // The staff member cancelled or lost the connection: nobody is left to answer, and nothing went wrong here.
    if (request.signal.aborted) {
      app.logger.info({ event: "media.video-upload-abandoned", by: staff.id }, "video upload abandoned");
      return refusal(400, VIDEO_UPLOAD_MESSAGES.network);
    }
    app.logger.error({ err: error, by: staff.id }, "video upload failed");
    return refusal(500, VIDEO_UPLOAD_MESSAGES.failed);
  }
}
