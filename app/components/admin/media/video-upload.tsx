// The "Video" field of /admin/videos: an address typed or pasted (YouTube, Vimeo, an MP4's address), or an MP4
// uploaded from the staff member's computer, whose stored address then fills the field. The field is a plain text
// input that posts with the form, so without scripts it still works and nothing typed is lost; the upload needs
// scripts and sends the file itself as the request body (POST /api/admin/video-uploads), with progress.
import { useId, useState } from "react";
import { AdminTextField } from "~/components/admin/admin-form";
import { UploadButton, UploadStatus, type UploaderState } from "~/components/admin/media/image-upload";
import {
  VIDEO_MIME_TYPE,
  VIDEO_UPLOAD_ACCEPT,
  VIDEO_UPLOAD_HINT,
  VIDEO_UPLOAD_MESSAGES,
  VIDEO_UPLOAD_PATH,
  type UploadedVideo,
  precheckVideoUpload,
} from "~/lib/media/video-upload-rules";

class VideoUploadError extends Error {}

/** Sends one MP4 to the upload API; `onProgress` gets the share sent (0 to 1). */
function uploadVideo(file: File, onProgress: (sent: number) => void): Promise<UploadedVideo> {
  const refused = precheckVideoUpload(file);
  if (refused) return Promise.reject(new VideoUploadError(refused));
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", VIDEO_UPLOAD_PATH);
    request.responseType = "json";
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader("Content-Type", VIDEO_MIME_TYPE);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const body = request.response as { video?: UploadedVideo; message?: string } | null;
      if (request.status >= 200 && request.status < 300 && body?.video) resolve(body.video);
      else reject(new VideoUploadError(body?.message ?? VIDEO_UPLOAD_MESSAGES.failed));
    });
    request.addEventListener("error", () => reject(new VideoUploadError(VIDEO_UPLOAD_MESSAGES.network)));
    request.send(file);
  });
}

export function VideoAddressField({
  name,
  label,
  defaultValue,
  error,
  hint,
  placeholder,
}: {
  name: string;
  label: string;
  defaultValue: string;
  error?: string | undefined;
  hint: string;
  placeholder: string;
}) {
  const id = useId();
  const [state, setState] = useState<UploaderState>({ phase: "idle" });
  const busy = state.phase === "sending" || state.phase === "processing";

  const upload = async (file: File) => {
    setState({ phase: "sending", fileName: file.name, percent: 0, index: 0, count: 1 });
    try {
      const video = await uploadVideo(file, (sent) => {
        const percent = Math.round(sent * 100);
        setState(
          percent >= 100
            ? { phase: "processing", fileName: file.name, index: 0, count: 1 }
            : { phase: "sending", fileName: file.name, percent, index: 0, count: 1 },
        );
      });
      // The field stays uncontrolled (what was typed before the scripts ran is kept), so it is written directly.
      const field = document.getElementById(id);
      if (field instanceof HTMLInputElement) {
        field.value = video.url;
        field.dispatchEvent(new Event("input", { bubbles: true }));
      }
      setState({ phase: "done", message: `Uploaded ${file.name}.` });
    } catch (failure) {
      const reason = failure instanceof Error ? failure.message : VIDEO_UPLOAD_MESSAGES.failed;
      setState({ phase: "failed", message: `${file.name}: ${reason}` });
    }
  };

  return (
    <div>
      <AdminTextField
        id={id}
        label={label}
        name={name}
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        defaultValue={defaultValue}
        error={error}
        hint={`${hint} ${VIDEO_UPLOAD_HINT}`}
      />
      <div className="mt-2">
        <UploadButton
          label="Upload an MP4"
          accept={VIDEO_UPLOAD_ACCEPT}
          disabled={busy}
          describedBy={`${id}-hint`}
          onFiles={(files) => void upload(files[0]!)}
        />
        <UploadStatus state={state} />
      </div>
    </div>
  );
}
