import {
  Bold,
  CircleAlert,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  LoaderCircle,
  Quote,
  type LucideIcon,
} from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { type HtmlFormat, formatSelection, isAllowedLinkAddress } from "~/lib/content/html-editor-format";

// The article editor of the content forms: the HTML source in a plain text
// area (so every post, old or new, is edited without losing anything, and the
// form still posts without JavaScript), a formatting toolbar that inserts the
// tags (one tab stop, arrow keys inside, as the ARIA toolbar pattern has it;
// Ctrl/⌘+B, I and K in the text), and a live preview that the server renders
// with the same sanitiser and styles as the public page.

interface ToolbarButton {
  format: HtmlFormat;
  label: string;
  icon: LucideIcon;
  /** Ctrl/⌘ + this key in the text area. */
  key?: string;
}

const BUTTONS: readonly ToolbarButton[] = [
  { format: "h2", label: "Heading", icon: Heading2 },
  { format: "h3", label: "Subheading", icon: Heading3 },
  { format: "bold", label: "Bold", icon: Bold, key: "b" },
  { format: "italic", label: "Italic", icon: Italic, key: "i" },
  { format: "link", label: "Link", icon: Link2, key: "k" },
  { format: "ul", label: "Bulleted list", icon: List },
  { format: "ol", label: "Numbered list", icon: ListOrdered },
  { format: "quote", label: "Quote", icon: Quote },
];

const LINK_MESSAGE = "Enter an address: https://..., a page of this site such as /estimate, mailto: or tel:";
const PREVIEW_DELAY_MS = 500;

const controlClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-ocean-600 focus:ring-2 focus:ring-ocean-200 focus:outline-none aria-invalid:border-red-600 aria-invalid:focus:ring-red-200";

/** Replaces the text area's selection, keeping the browser's undo history where it can. */
function replaceSelection(textarea: HTMLTextAreaElement, format: HtmlFormat, href?: string) {
  const { selectionStart: start, selectionEnd: end, value } = textarea;
  const edit = formatSelection(format, value, start, end, href);
  textarea.focus();
  textarea.setSelectionRange(start, end);
  // execCommand is the one way to insert text that Ctrl+Z can undo; it fires the input event itself.
  const inserted = typeof document.execCommand === "function" && document.execCommand("insertText", false, edit.insert);
  if (!inserted || textarea.value.slice(start, start + edit.insert.length) !== edit.insert) {
    textarea.setRangeText(edit.insert, start, end, "end");
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  }
  textarea.setSelectionRange(start + edit.select[0], start + edit.select[1]);
}

export function HtmlEditor({
  label,
  name,
  defaultValue,
  error,
  hint,
  rows = 18,
  maxLength,
  previewAction,
  initialPreviewHtml,
  renderPreview,
}: {
  label: string;
  name: string;
  defaultValue: string;
  error?: string | undefined;
  hint?: React.ReactNode;
  rows?: number;
  maxLength?: number;
  /** Where the text is posted (intent=preview, content) to get the sanitised HTML back as { previewHtml }. */
  previewAction: string;
  /** The server's rendering of defaultValue, so the preview shows at once (and without JavaScript). */
  initialPreviewHtml: string;
  /** The preview in the public page's styles; html is sanitised by the server. */
  renderPreview: (html: string) => React.ReactNode;
}) {
  const id = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const buttonRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const linkInputRef = useRef<HTMLInputElement>(null);
  const [activeButton, setActiveButton] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);
  const savedSelection = useRef<[number, number]>([0, 0]);
  const fetcher = useFetcher<{ previewHtml?: string; previewError?: string }>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { submit } = fetcher;

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (linkOpen) linkInputRef.current?.focus();
  }, [linkOpen]);

  function schedulePreview(value: string) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void submit(
        { intent: "preview", content: value },
        { method: "post", action: previewAction, defaultShouldRevalidate: false },
      );
    }, PREVIEW_DELAY_MS);
  }

  function run(format: HtmlFormat) {
    const textarea = textareaRef.current;
    if (!textarea) return;
    if (format === "link") {
      savedSelection.current = [textarea.selectionStart, textarea.selectionEnd];
      setLinkError(null);
      setLinkOpen(true);
      return;
    }
    replaceSelection(textarea, format);
  }

  function addLink() {
    const textarea = textareaRef.current;
    const href = linkInputRef.current?.value.trim() ?? "";
    if (!textarea) return;
    if (!isAllowedLinkAddress(href)) {
      setLinkError(LINK_MESSAGE);
      linkInputRef.current?.focus();
      return;
    }
    setLinkOpen(false);
    textarea.setSelectionRange(...savedSelection.current);
    replaceSelection(textarea, "link", href);
  }

  function closeLink() {
    setLinkOpen(false);
    const textarea = textareaRef.current;
    textarea?.focus();
    textarea?.setSelectionRange(...savedSelection.current);
  }

  function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = BUTTONS.length - 1;
    const next =
      event.key === "ArrowRight"
        ? activeButton === last
          ? 0
          : activeButton + 1
        : event.key === "ArrowLeft"
          ? activeButton === 0
            ? last
            : activeButton - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActiveButton(next);
    buttonRefs.current[next]?.focus();
  }

  function onTextKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const button = BUTTONS.find((b) => b.key === event.key.toLowerCase());
    if (!button) return;
    event.preventDefault();
    run(button.format);
  }

  function onLinkKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      // Not the whole form's submit: Enter here means "add this link".
      event.preventDefault();
      addLink();
    } else if (event.key === "Escape") {
      event.preventDefault();
      closeLink();
    }
  }

  const previewHtml = fetcher.data?.previewHtml ?? initialPreviewHtml;
  const previewError = fetcher.data?.previewError;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  const shortcut = (key: string) => `Ctrl+${key.toUpperCase()}`;

  return (
    <div className="min-w-0 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-2 grid gap-4 xl:grid-cols-2">
        <div className="min-w-0">
          <div
            role="toolbar"
            aria-label="Formatting"
            aria-controls={id}
            onKeyDown={onToolbarKeyDown}
            className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-slate-300 bg-slate-50 p-1"
          >
            {BUTTONS.map((button, index) => {
              const Icon = button.icon;
              const title = button.key ? `${button.label} (${shortcut(button.key)})` : button.label;
              return (
                <button
                  key={button.format}
                  ref={(element) => {
                    buttonRefs.current[index] = element;
                  }}
                  type="button"
                  tabIndex={index === activeButton ? 0 : -1}
                  aria-label={button.label}
                  aria-keyshortcuts={button.key ? `Control+${button.key.toUpperCase()}` : undefined}
                  title={title}
                  onClick={() => {
                    setActiveButton(index);
                    run(button.format);
                  }}
                  className="inline-flex size-9 items-center justify-center rounded text-slate-800 hover:bg-white hover:shadow-sm focus-visible:bg-white focus-visible:outline-2 focus-visible:outline-ocean-600"
                >
                  <Icon aria-hidden="true" className="size-4" />
                </button>
              );
            })}
          </div>
          {linkOpen && (
            <div
              role="group"
              aria-label="Add a link"
              className="flex flex-wrap items-end gap-2 border border-b-0 border-slate-300 bg-sky-50 p-2"
            >
              <div className="min-w-0 flex-[1_1_14rem]">
                <label htmlFor={`${id}-link`} className="text-xs font-semibold text-slate-800">
                  Link address
                </label>
                <input
                  ref={linkInputRef}
                  id={`${id}-link`}
                  type="text"
                  inputMode="url"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="https://… or /estimate"
                  onKeyDown={onLinkKeyDown}
                  aria-invalid={linkError ? true : undefined}
                  aria-describedby={linkError ? `${id}-link-error` : undefined}
                  className={`${controlClass} mt-1`}
                />
              </div>
              <button
                type="button"
                onClick={addLink}
                className="inline-flex min-h-10 items-center rounded-md bg-ocean-700 px-3 text-sm font-semibold text-white hover:bg-ocean-800"
              >
                Add link
              </button>
              <button
                type="button"
                onClick={closeLink}
                className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                Cancel
              </button>
              {linkError && (
                <p
                  id={`${id}-link-error`}
                  className="flex basis-full items-start gap-1 text-sm font-medium text-red-700"
                >
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {linkError}
                </p>
              )}
            </div>
          )}
          <textarea
            ref={textareaRef}
            id={id}
            name={name}
            rows={rows}
            maxLength={maxLength}
            defaultValue={defaultValue}
            spellCheck
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            onKeyDown={onTextKeyDown}
            onInput={(event) => schedulePreview(event.currentTarget.value)}
            className={`${controlClass} rounded-t-none font-mono text-[13px] leading-relaxed`}
          />
          {error && (
            <p id={`${id}-error`} className="mt-1 flex items-start gap-1 text-sm font-medium text-red-700">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {error}
            </p>
          )}
        </div>
        <div className="min-w-0 rounded-md border border-slate-200 bg-white">
          <h2
            id={`${id}-preview-title`}
            className="flex items-center justify-between gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-bold tracking-wide text-slate-700 uppercase"
          >
            Live preview
            {fetcher.state !== "idle" && (
              <span className="flex items-center gap-1 font-medium tracking-normal normal-case">
                <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
                Updating…
              </span>
            )}
          </h2>
          {/* A scrolling region: focusable and named, so keyboard users can scroll it. */}
          <div
            role="region"
            tabIndex={0}
            aria-labelledby={`${id}-preview-title`}
            aria-busy={fetcher.state !== "idle" || undefined}
            className="max-h-[36rem] overflow-y-auto px-4 py-3 xl:max-h-[44rem]"
          >
            {previewError ? (
              <p className="text-sm text-red-700">{previewError}</p>
            ) : previewHtml ? (
              renderPreview(previewHtml)
            ) : (
              <p className="text-sm text-slate-600">The article appears here as you write it.</p>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
