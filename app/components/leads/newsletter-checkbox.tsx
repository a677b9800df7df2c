import { useId } from "react";
import { useTexts } from "~/lib/i18n/texts";

type NewsletterCheckboxProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "className">;

/**
 * "Send me pool tips" on the lead forms: unticked unless the visitor ticks it. Ticked, the form's e-mail address
 * is signed up with the lead and gets a confirmation link; these words are kept with it as the consent given.
 */
export function NewsletterCheckbox(input: NewsletterCheckboxProps) {
  const id = useId();
  const { newsletter } = useTexts("leadFields");
  return (
    <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <input
        id={id}
        type="checkbox"
        name="newsletter"
        aria-describedby={`${id}-hint`}
        className="mt-1 size-5 shrink-0 accent-ocean-700"
        {...input}
      />
      <div className="text-sm leading-relaxed text-slate-700">
        <label htmlFor={id} className="font-semibold text-ocean-950">
          {newsletter.label}
        </label>
        <p id={`${id}-hint`}>{newsletter.hint}</p>
      </div>
    </div>
  );
}
