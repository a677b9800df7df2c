import { HONEYPOT_FIELD } from "~/lib/leads/lead-form-fields";

/**
 * The field people never see or fill in, which every lead form carries. The form's other spam check, when this
 * visitor was served the page, rides in a cookie beside the page (form-token.server.ts), not in it.
 */
export function SpamFields() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
