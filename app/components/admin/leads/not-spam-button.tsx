import { Undo2 } from "lucide-react";
import { Form } from "react-router";
import { secondaryButtonClass } from "~/components/admin/admin-form";

/**
 * "Not spam" on a spam lead of the spam list: a plain form post to the list's action (the list's query stays in
 * the address, so the page comes back as it was).
 */
export function NotSpamButton({ leadId, name }: { leadId: number; name: string }) {
  return (
    <Form method="post" preventScrollReset className="inline">
      <input type="hidden" name="leadId" value={leadId} />
      <button type="submit" aria-label={`Not spam, ${name}`} className={`${secondaryButtonClass} min-h-11`}>
        <Undo2 aria-hidden="true" className="size-4" />
        Not spam
      </button>
    </Form>
  );
}
