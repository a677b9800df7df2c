// What a video upload may be (POST /api/admin/video-uploads): read by the server that enforces it and by the staff
// form's upload control, which checks a file before sending it. The request's body is the MP4 file itself (not a
// multipart form), so the server can stream it to disk as it arrives.
import { MAX_VIDEO_UPLOAD_BYTES, VIDEO_TOO_LARGE_MESSAGE, formatBytes } from "./upload-rules";

export const VIDEO_UPLOAD_PATH = "/api/admin/video-uploads";
export const VIDEO_MIME_TYPE = "video/mp4";
/** The `accept` attribute of the file input (a hint for the file picker only). */
export const VIDEO_UPLOAD_ACCEPT = `${VIDEO_MIME_TYPE},.mp4`;

export const VIDEO_UPLOAD_MESSAGES = {
  tooLarge: VIDEO_TOO_LARGE_MESSAGE,
  notMp4: "The file is not an MP4 video.",
  noFile: "Choose an MP4 file to upload.",
  contentType: "Send the MP4 file itself as the request body, with Content-Type: video/mp4.",
  network: "The upload failed. Check the connection and try again.",
  failed: "The video could not be saved. Try again.",
} as const;

export const VIDEO_UPLOAD_HINT = `Or upload an MP4 file of at most ${formatBytes(MAX_VIDEO_UPLOAD_BYTES)}: its address fills the field.`;

/** The JSON answer of a successful upload (201 new, 200 the same file again): `{ video }`. */
export interface UploadedVideo {
  /** The address the video field stores: /uploads/videos/<hash>.mp4, or the same path on the storage's public base. */
  url: string;
  bytes: number;
}

/** What the browser can tell before sending a file; the server still checks its bytes. */
export function precheckVideoUpload(file: { size: number; type: string; name: string }): string | null {
  if (file.size === 0) return VIDEO_UPLOAD_MESSAGES.noFile;
  if (file.size > MAX_VIDEO_UPLOAD_BYTES) return VIDEO_UPLOAD_MESSAGES.tooLarge;
  if (file.type ? file.type !== VIDEO_MIME_TYPE : !/\.mp4$/i.test(file.name)) return VIDEO_UPLOAD_MESSAGES.notMp4;
  return null;
}
