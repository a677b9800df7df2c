import { Trash2 } from "lucide-react";
import { Form } from "react-router";
import { SubmitButton, dangerButtonClass } from "~/components/admin/admin-form";
import { AdminPanel } from "~/components/admin/admin-shell";

/**
 * Deleting a record, in two steps: a disclosure opens the confirmation, and
 * only its button posts intent=delete. Works with the keyboard and without
 * JavaScript (a <details> element), and nothing is lost by a stray click.
 */
export function DeleteRecordPanel({
  title = "Delete",
  description,
  name,
  confirmLabel,
  confirmText,
}: {
  title?: string;
  description: React.ReactNode;
  /** What is deleted, as staff know it ("LightStream"). */
  name: string;
  confirmLabel: string;
  /** The question of the confirmation, when deleting does something else than delete for good. */
  confirmText?: React.ReactNode;
}) {
  return (
    <AdminPanel title={title} description={description}>
      <details className="group">
        <summary className={`${dangerButtonClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
          <Trash2 aria-hidden="true" className="size-4" />
          {title}…
        </summary>
        <div className="mt-3 rounded-md border border-red-200 bg-red-50 p-3">
          <p className="text-sm text-red-900">
            {confirmText ?? (
              <>
                Delete <strong className="break-words">{name}</strong> for good? This cannot be undone.
              </>
            )}
          </p>
          <Form method="post" className="mt-3">
            <SubmitButton
              intent="delete"
              busyLabel="Deleting..."
              className="inline-flex min-h-10 items-center justify-center gap-2 rounded-md bg-red-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-red-800 disabled:opacity-60"
            >
              {confirmLabel}
            </SubmitButton>
          </Form>
        </div>
      </details>
    </AdminPanel>
  );
}
