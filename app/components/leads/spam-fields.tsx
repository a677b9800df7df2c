import { useState } from "react";
import { tokenToSend } from "~/lib/form-token";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/lib/lead-form-fields";

/** The form token of when the form was first shown (see tokenToSend), kept across the page's later loader runs. */
export function useFirstShownToken(latest: string): string {
  const [kept, setKept] = useState(latest);
  const token = tokenToSend(kept, latest);
  if (token !== kept) setKept(token);
  return token;
}

/**
 * The quiet spam checks every lead form carries: a signed "shown at" token
 * (the time the form was on screen, kept with the lead) and a field people never see or fill in.
 */
export function SpamFields({ formToken }: { formToken: string }) {
  const token = useFirstShownToken(formToken);
  return (
    <>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}
