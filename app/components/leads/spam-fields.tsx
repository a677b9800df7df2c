import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/lib/lead-form-fields";

/**
 * The quiet spam checks every lead form carries: a signed "shown at" token
 * (too-fast posts are ignored) and a field people never see or fill in.
 */
export function SpamFields({ formToken }: { formToken: string }) {
  return (
    <>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}
