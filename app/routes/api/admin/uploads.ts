// POST /api/admin/uploads: one image (multipart/form-data, field "file"),
// answered with the stored asset: 201 for a new file, 200 for a file
// uploaded before (same bytes, same asset). Refusals are JSON and store
// nothing: 400 (no file, several, unreadable), 413 (over 10 MB or 40
// megapixels), 415 (not a JPEG, PNG or WebP by its bytes, or not multipart).
// GET answers the limits, for clients that want to check before sending.
// The admin API guard refuses anonymous (401), sales (403) and cross-site posts (403).
import { appContext } from "~/context";
import { requireStaff } from "~/services/staff/auth.server";
import { jsonError, jsonResponse, methodNotAllowed } from "~/lib/http/http.server";
import { VARIANT_FORMATS, VARIANT_WIDTHS } from "~/lib/media/image-variants";
import { UploadError, readUploadedFile, storeUploadedImage, uploadedAssetJson } from "~/services/media/upload.server";
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  UPLOAD_FIELD,
  UPLOAD_MESSAGES,
  UPLOAD_MIME_TYPES,
} from "~/lib/media/upload-rules";
import type { Route } from "./+types/uploads";

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  return jsonResponse({
    field: UPLOAD_FIELD,
    accept: Object.values(UPLOAD_MIME_TYPES),
    maxBytes: MAX_UPLOAD_BYTES,
    maxPixels: MAX_UPLOAD_PIXELS,
    variants: { formats: VARIANT_FORMATS, widths: VARIANT_WIDTHS },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "content.manage");
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const app = context.get(appContext);
  try {
    const file = await readUploadedFile(request);
    const { asset, created } = await storeUploadedImage(app, file, staff.id);
    app.logger.info(
      { event: created ? "media.uploaded" : "media.upload-repeated", mediaAssetId: asset.id, by: staff.id },
      "image uploaded",
    );
    return jsonResponse({ asset: uploadedAssetJson(asset) }, { status: created ? 201 : 200 });
  } catch (error) {
    if (error instanceof UploadError) {
      app.logger.info({ event: "media.upload-refused", status: error.status, by: staff.id }, error.message);
      return jsonError(error.status, error.message);
    }
    app.logger.error({ err: error, by: staff.id }, "image upload failed");
    return jsonError(500, UPLOAD_MESSAGES.failed);
  }
}
