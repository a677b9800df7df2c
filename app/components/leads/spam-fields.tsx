/**
 * Names of the spam-check fields; the same as HONEYPOT_FIELD and
 * FORM_TOKEN_FIELD in lib/lead-intake.server, which browser code may not import
 * (tests/integration/pages-leads.test.ts keeps them equal).
 */
export const HONEYPOT_INPUT = "website";
export const FORM_TOKEN_INPUT = "formToken";

/**
 * The quiet spam checks every lead form carries: a signed "shown at" token
 * (too-fast posts are ignored) and a field people never see or fill in.
 */
export function SpamFields({ formToken }: { formToken: string }) {
  return (
    <>
      <input type="hidden" name={FORM_TOKEN_INPUT} value={formToken} />
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_INPUT} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}
