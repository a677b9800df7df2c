import { ArrowDown, ArrowUp, CircleAlert, GripVertical, Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import {
  ImagePreview,
  UPLOAD_HINT,
  UploadButton,
  UploadStatus,
  useImageUploader,
} from "~/components/admin/media/image-upload";

/** Moves the item at `from` to `to` (both in range), returning a new list. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

const smallButtonClass =
  "inline-flex size-9 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40";

/**
 * An ordered list of images inside a normal form, posted as one field `name`
 * (one URL per line; the first is the main picture). Staff upload files
 * (several at once, with progress) or add an address, and reorder by
 * dragging or with the Move up / Move down buttons; every change is
 * announced, and keyboard focus stays on the moved image.
 */
export function ImageListField({
  name,
  legend,
  max,
  defaultValue,
  error,
  hint = UPLOAD_HINT,
  validateUrl,
}: {
  name: string;
  legend: string;
  max: number;
  /** The URLs, one per line (what the field posts). */
  defaultValue: string;
  error?: string | undefined;
  hint?: React.ReactNode;
  /** A message when a typed address is not acceptable, else null. */
  validateUrl?: (url: string) => string | null;
}) {
  const id = useId();
  const [urls, setUrls] = useState(() => defaultValue.split(/\r\n|\r|\n/).filter((url) => url.trim() !== ""));
  const [announcement, setAnnouncement] = useState("");
  const [addError, setAddError] = useState<string | null>(null);
  const [typedUrl, setTypedUrl] = useState("");
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const { state: uploadState, busy, start } = useImageUploader();
  const full = urls.length >= max;
  // After a move or removal with the keyboard, focus goes to the control named here (data-focus-key).
  const root = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const key = pendingFocus.current;
    if (!key) return;
    pendingFocus.current = null;
    root.current?.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`)?.focus();
  }, [urls]);
  const focusAfterRender = (url: string | null, control: "up" | "down" | "remove" | "add") => {
    pendingFocus.current = url === null ? "add" : `${url}|${control}`;
  };

  function move(from: number, to: number, control?: "up" | "down") {
    if (to < 0 || to >= urls.length || from === to) return;
    const url = urls[from]!;
    setUrls(moveItem(urls, from, to));
    setAnnouncement(
      `Image ${from + 1} moved to position ${to + 1} of ${urls.length}.${to === 0 ? " It is now the main picture." : ""}`,
    );
    if (control) {
      // At the top or bottom the pressed button is disabled: keep focus on the other one.
      const stuck = (control === "up" && to === 0) || (control === "down" && to === urls.length - 1);
      focusAfterRender(url, stuck ? (control === "up" ? "down" : "up") : control);
    }
  }

  function remove(index: number) {
    const next = urls.filter((_, i) => i !== index);
    setUrls(next);
    setAnnouncement(`Image ${index + 1} removed. ${next.length} of ${max} images.`);
    const neighbour = next[index] ?? next[index - 1];
    if (neighbour) focusAfterRender(neighbour, "remove");
    else focusAfterRender(null, "add");
  }

  /** An uploaded image joins the end (the same file uploaded twice is one image). */
  function append(url: string) {
    setUrls((current) => (current.includes(url) || current.length >= max ? current : [...current, url]));
  }

  function addTyped() {
    const url = typedUrl.trim();
    if (!url) return setAddError("Enter an image address first.");
    const problem = validateUrl?.(url) ?? null;
    if (problem) return setAddError(problem);
    if (urls.includes(url)) return setAddError("That image is already in the list.");
    if (full) return setAddError(`A list holds at most ${max} images.`);
    setUrls([...urls, url]);
    setTypedUrl("");
    setAddError(null);
    setAnnouncement(`Image added as number ${urls.length + 1}.`);
  }

  function upload(files: File[]) {
    const room = max - urls.length;
    setAddError(
      files.length > room
        ? `Only ${room} more ${room === 1 ? "image fits" : "images fit"}: the first ${room} were uploaded.`
        : null,
    );
    void start(files.slice(0, room), (asset) => append(asset.url));
  }

  const listId = `${id}-list`;
  const describedBy = [`${id}-count`, hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");

  return (
    <div ref={root} className="min-w-0 sm:col-span-2">
      <input type="hidden" name={name} value={urls.join("\n")} />
      <p id={`${id}-count`} className="text-sm text-slate-700">
        <strong>{urls.length}</strong> of {max} images.{" "}
        {urls.length > 0 &&
          "The first is the main picture. Drag an image, or use its arrow buttons, to change the order."}
      </p>
      {urls.length > 0 ? (
        <ol id={listId} aria-label={legend} className="mt-3 flex flex-col gap-2">
          {urls.map((url, index) => (
            <li
              key={url}
              draggable
              onDragStart={(event) => {
                setDragIndex(index);
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", String(index));
              }}
              onDragOver={(event) => {
                if (dragIndex === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = "move";
                setDropIndex(index);
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragIndex !== null) move(dragIndex, index);
                setDragIndex(null);
                setDropIndex(null);
              }}
              onDragEnd={() => {
                setDragIndex(null);
                setDropIndex(null);
              }}
              className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-white p-2 shadow-sm ${
                dropIndex === index && dragIndex !== index
                  ? "border-ocean-600 ring-2 ring-ocean-200"
                  : "border-slate-200"
              } ${dragIndex === index ? "opacity-50" : ""}`}
            >
              <GripVertical aria-hidden="true" className="size-5 shrink-0 cursor-grab text-slate-500" />
              <span className="w-6 shrink-0 text-right text-sm font-semibold text-slate-700 tabular-nums">
                {index + 1}.
              </span>
              <ImagePreview url={url} className="h-12 w-20 shrink-0" />
              {/* Narrow screens put the buttons on a line of their own rather than squeeze the address. */}
              <span className="min-w-0 flex-[1_1_10rem]">
                {index === 0 && (
                  <span className="mb-0.5 inline-block rounded bg-ocean-50 whitespace-nowrap px-1.5 py-0.5 text-[11px] font-bold text-ocean-800 ring-1 ring-ocean-200 ring-inset">
                    Main picture
                  </span>
                )}
                <span className="block truncate text-xs text-slate-700" title={url}>
                  {url}
                </span>
              </span>
              <span className="ml-auto flex shrink-0 gap-1">
                <button
                  data-focus-key={`${url}|up`}
                  type="button"
                  className={smallButtonClass}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1, "up")}
                  aria-label={`Move image ${index + 1} up`}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </button>
                <button
                  data-focus-key={`${url}|down`}
                  type="button"
                  className={smallButtonClass}
                  disabled={index === urls.length - 1}
                  onClick={() => move(index, index + 1, "down")}
                  aria-label={`Move image ${index + 1} down`}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </button>
                <button
                  data-focus-key={`${url}|remove`}
                  type="button"
                  className={`${smallButtonClass} text-red-700 hover:bg-red-50`}
                  onClick={() => remove(index)}
                  aria-label={`Remove image ${index + 1}`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-5 text-center text-sm text-slate-700">
          No images yet: the site shows the pool&apos;s plan drawing instead.
        </p>
      )}

      <div className="mt-3 flex flex-wrap items-end gap-3">
        <UploadButton
          label="Upload images"
          multiple
          disabled={busy || full}
          describedBy={describedBy}
          onFiles={upload}
        />
        <div className="flex min-w-0 flex-[1_1_18rem] items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-url`} className="text-xs font-semibold text-slate-700">
              Or add an image address
            </label>
            <input
              data-focus-key="add"
              id={`${id}-url`}
              type="text"
              inputMode="url"
              autoComplete="off"
              value={typedUrl}
              disabled={full}
              placeholder="https://… or /images/…"
              onChange={(event) => setTypedUrl(event.currentTarget.value)}
              onKeyDown={(event) => {
                // Enter adds the address instead of submitting the whole form.
                if (event.key === "Enter") {
                  event.preventDefault();
                  addTyped();
                }
              }}
              aria-invalid={addError ? true : undefined}
              aria-describedby={addError ? `${id}-add-error` : undefined}
              className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-ocean-600 focus:ring-2 focus:ring-ocean-200 focus:outline-none disabled:bg-slate-100"
            />
          </div>
          <button
            type="button"
            onClick={addTyped}
            disabled={full}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
          >
            <Plus aria-hidden="true" className="size-4" />
            Add
          </button>
        </div>
      </div>
      <UploadStatus state={uploadState} />
      {addError && (
        <p id={`${id}-add-error`} role="alert" className="flex items-start gap-1 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {addError}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 flex items-start gap-1 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
