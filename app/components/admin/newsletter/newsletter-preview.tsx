import { AdminPanel } from "~/components/admin/admin-shell";

/**
 * The issue as a subscriber's mail client shows it: the HTML in a frame of its own (sandboxed: no scripts, and its
 * styles cannot touch the staff page), and the plain-text version below, which some readers see instead.
 */
export function NewsletterPreview({ subject, html, text }: { subject: string; html: string; text: string }) {
  return (
    <AdminPanel
      title="Preview"
      description="As saved. The unsubscribe link here is a sample: each subscriber's copy carries their own."
    >
      <p className="mb-2 text-sm text-slate-800">
        <span className="font-semibold">Subject:</span> {subject}
      </p>
      <iframe
        title="The e-mail as HTML"
        srcDoc={html}
        sandbox=""
        className="h-[44rem] w-full rounded-md border border-slate-300 bg-slate-100"
      />
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-ocean-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-600">
          Plain-text version
        </summary>
        <pre className="mt-2 overflow-x-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-xs leading-relaxed whitespace-pre-wrap text-slate-900">
          {text}
        </pre>
      </details>
    </AdminPanel>
  );
}
