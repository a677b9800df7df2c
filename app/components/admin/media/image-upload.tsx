// Image uploads in the staff area. The pieces:
//
//   uploadImage(file, onProgress)   POST /api/admin/uploads with upload progress (XMLHttpRequest)
//   useImageUploader()              one file or several, in turn, with progress and messages
//   <UploadStatus />                progress bar, announced status and error of an uploader
//   <UploadButton />                a keyboard-operable "Upload image" file picker
//   <ImageUpload name=… />          all of it for one image field inside a normal <Form>:
//                                   the uploaded image's URL is written into the field `name`
//
// The server checks everything again (type by the file's bytes, size,
// pixels); the browser only stops files it can already tell are wrong.
import { CircleAlert, CircleCheck, ImageIcon, LoaderCircle, Upload } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { parseUploadUrl, variantKey } from "~/lib/media/image-variants";
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_ACCEPT,
  UPLOAD_FIELD,
  UPLOAD_MESSAGES,
  UPLOAD_PATH,
  type UploadedAsset,
  formatBytes,
  precheckUpload,
} from "~/lib/media/upload-rules";

/** An upload refused by the browser's own checks or by the server (its message is for staff). */
export class ImageUploadError extends Error {}

/**
 * Sends one file to the upload API. `onProgress` gets the share of the file
 * sent (0 to 1); after the last byte the server still converts the image.
 */
export function uploadImage(
  file: File,
  onProgress?: (sent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedAsset> {
  const refused = precheckUpload(file);
  if (refused) return Promise.reject(new ImageUploadError(refused));
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", UPLOAD_PATH);
    request.responseType = "json";
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const body = request.response as { asset?: UploadedAsset; message?: string } | null;
      if (request.status >= 200 && request.status < 300 && body?.asset) resolve(body.asset);
      else reject(new ImageUploadError(body?.message ?? UPLOAD_MESSAGES.failed));
    });
    request.addEventListener("error", () => reject(new ImageUploadError(UPLOAD_MESSAGES.network)));
    request.addEventListener("abort", () => reject(new ImageUploadError("Upload cancelled.")));
    signal?.addEventListener("abort", () => request.abort());
    const body = new FormData();
    body.append(UPLOAD_FIELD, file, file.name);
    request.send(body);
  });
}

export type UploaderState =
  | { phase: "idle" }
  | { phase: "sending"; fileName: string; percent: number; index: number; count: number }
  | { phase: "processing"; fileName: string; index: number; count: number }
  | { phase: "done"; message: string }
  | { phase: "failed"; message: string };

/**
 * Uploads files one after another. `onUploaded` runs for each stored image;
 * a refused file stops the rest (its message says which one and why).
 */
export function useImageUploader() {
  const [state, setState] = useState<UploaderState>({ phase: "idle" });
  const busy = state.phase === "sending" || state.phase === "processing";
  const start = useCallback(async (files: readonly File[], onUploaded: (asset: UploadedAsset) => void) => {
    const count = files.length;
    for (const [index, file] of files.entries()) {
      setState({ phase: "sending", fileName: file.name, percent: 0, index, count });
      try {
        const asset = await uploadImage(file, (sent) => {
          const percent = Math.round(sent * 100);
          setState(
            percent >= 100
              ? { phase: "processing", fileName: file.name, index, count }
              : { phase: "sending", fileName: file.name, percent, index, count },
          );
        });
        onUploaded(asset);
      } catch (error) {
        const reason = error instanceof Error ? error.message : UPLOAD_MESSAGES.failed;
        setState({ phase: "failed", message: `${file.name}: ${reason}` });
        return;
      }
    }
    setState({
      phase: "done",
      message: count === 1 ? `Uploaded ${files[0]!.name}.` : `Uploaded ${count} images.`,
    });
  }, []);
  return { state, busy, start };
}

/** Progress bar, status (announced politely) and error (announced at once) of an uploader. */
export function UploadStatus({ state, id }: { state: UploaderState; id?: string }) {
  const working = state.phase === "sending" || state.phase === "processing";
  const of = working && state.count > 1 ? ` (${state.index + 1} of ${state.count})` : "";
  const percent = state.phase === "sending" ? state.percent : 100;
  return (
    <div id={id} className="mt-2 min-h-6 text-sm">
      {working && (
        <div
          role="progressbar"
          aria-label={`Uploading ${state.fileName}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={state.phase === "processing" ? "Processing" : `${percent}%`}
          className="mb-1.5 flex max-w-sm items-center gap-2"
        >
          <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200">
            <span
              className={`block h-full rounded-full bg-ocean-600 transition-[width] duration-200 ${state.phase === "processing" ? "animate-pulse" : ""}`}
              style={{ width: `${percent}%` }}
            />
          </span>
          <span aria-hidden="true" className="w-10 text-right text-xs font-semibold text-slate-700 tabular-nums">
            {percent}%
          </span>
        </div>
      )}
      {/* Only the phase is announced, not every percent. */}
      <p role="status" className="flex items-center gap-1.5 text-slate-700">
        {state.phase === "sending" && (
          <>
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-ocean-700" />
            <span>
              Uploading {state.fileName}
              {of}…
            </span>
          </>
        )}
        {state.phase === "processing" && (
          <>
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-ocean-700" />
            <span>
              Processing {state.fileName}
              {of}…
            </span>
          </>
        )}
        {state.phase === "done" && (
          <>
            <CircleCheck aria-hidden="true" className="size-4 text-emerald-700" />
            <span>{state.message}</span>
          </>
        )}
      </p>
      <div role="alert">
        {state.phase === "failed" && (
          <p className="flex items-start gap-1 font-medium text-red-700">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {state.message}
          </p>
        )}
      </div>
    </div>
  );
}

export const UPLOAD_HINT = `JPEG, PNG or WebP, at most ${formatBytes(MAX_UPLOAD_BYTES)}. Pictures are resized for phones and screens, turned upright and cleared of camera and location data.`;

/**
 * The file picker as a button: a real (visually hidden) file input inside
 * its label, so Tab reaches it, Enter or Space opens the picker and screen
 * readers announce it with its label.
 */
export function UploadButton({
  label = "Upload image",
  accept = UPLOAD_ACCEPT,
  multiple = false,
  disabled = false,
  describedBy,
  onFiles,
}: {
  label?: string;
  /** The file picker's hint of what to offer (images by default). */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  describedBy?: string | undefined;
  onFiles: (files: File[]) => void;
}) {
  return (
    <label
      className={`inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sun-400 ${disabled ? "cursor-not-allowed opacity-60" : ""}`}
    >
      <Upload aria-hidden="true" className="size-4" />
      {label}
      <input
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={describedBy}
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // Cleared, so choosing the same file again after a fix still fires a change.
          event.currentTarget.value = "";
          if (files.length) onFiles(files);
        }}
      />
    </label>
  );
}

/** A small picture of an image URL: the smallest variant of an upload, else the URL itself. */
export function imagePreviewSrc(url: string): string {
  const upload = parseUploadUrl(url);
  if (!upload) return url;
  const width = upload.width < 400 ? upload.width : 400;
  return `${upload.base}${variantKey(upload.folder, width, "webp")}`;
}

export function ImagePreview({ url, className = "" }: { url: string; className?: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) {
    return (
      <span
        className={`flex items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50 text-slate-500 ${className}`}
      >
        <ImageIcon aria-hidden="true" className="size-5" />
      </span>
    );
  }
  return (
    <img
      src={imagePreviewSrc(url)}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailedUrl(url)}
      className={`rounded-md border border-slate-200 bg-slate-100 object-cover ${className}`}
    />
  );
}

const controlClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-ocean-600 focus:ring-2 focus:ring-ocean-200 focus:outline-none aria-invalid:border-red-600";

/**
 * One image field of a normal form: staff upload a file (with progress) or
 * type an address; the field `name` posts the URL. `urlField="hidden"`
 * keeps the address out of sight (upload only).
 */
export function ImageUpload({
  name,
  label,
  defaultValue = "",
  hint = UPLOAD_HINT,
  error,
  urlField = "text",
  onChange,
  className,
}: {
  name: string;
  label: string;
  defaultValue?: string;
  hint?: React.ReactNode;
  /** A field error from the form's schema or the server. */
  error?: string | undefined;
  urlField?: "text" | "hidden";
  onChange?: (url: string) => void;
  className?: string;
}) {
  const id = useId();
  const [url, setUrl] = useState(defaultValue);
  const { state, busy, start } = useImageUploader();
  const inputRef = useRef<HTMLInputElement>(null);
  const change = (next: string) => {
    setUrl(next);
    onChange?.(next);
  };
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      {urlField === "text" ? (
        <label htmlFor={`${id}-url`} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
      ) : (
        <p id={`${id}-label`} className="text-sm font-semibold text-slate-800">
          {label}
        </p>
      )}
      <div className="mt-1 flex items-start gap-3">
        <ImagePreview url={url} className="size-16 shrink-0" />
        <div className="min-w-0 flex-1">
          {urlField === "text" ? (
            <input
              ref={inputRef}
              id={`${id}-url`}
              name={name}
              type="text"
              inputMode="url"
              autoComplete="off"
              value={url}
              onChange={(event) => change(event.currentTarget.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              placeholder="/uploads/… or https://…"
              className={controlClass}
            />
          ) : (
            <input type="hidden" name={name} value={url} />
          )}
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <UploadButton
              label={url ? "Replace image" : "Upload image"}
              disabled={busy}
              describedBy={describedBy}
              onFiles={(files) => void start(files.slice(0, 1), (asset) => change(asset.url))}
            />
            {url && (
              <button
                type="button"
                onClick={() => {
                  change("");
                  inputRef.current?.focus();
                }}
                className="inline-flex min-h-10 items-center rounded-md px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
              >
                Remove image
              </button>
            )}
          </div>
          <UploadStatus state={state} />
          {hint && (
            <p id={`${id}-hint`} className="text-xs text-slate-600">
              {hint}
            </p>
          )}
          {error && (
            <p id={`${id}-error`} className="mt-1 flex items-start gap-1 text-sm font-medium text-red-700">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {error}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
