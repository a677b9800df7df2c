import { useId } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { BLOG_ESTIMATE_HREF } from "~/lib/blog/blog-list-query";
import { SpamFields } from "~/components/leads/spam-fields";
import { NEWSLETTER_SIGNUP_PATH, type NewsletterAnswer } from "~/lib/newsletter/newsletter-answer";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { useBlogTexts } from "./use-blog-texts";
import { SpriteIcon } from "~/components/sprite-icon";

/**
 * The newsletter box: a plain form posting to /newsletter, so it works before scripts run (the answer is that page,
 * with the box again); with scripts the same post is answered in place. The page it was on goes along, to be kept
 * with the consent. `answer`: the server's answer when the page itself is that answer.
 */
export function NewsletterBox({ answer, page }: { answer?: NewsletterAnswer | undefined; page?: string | undefined }) {
  const t = useBlogTexts().newsletter;
  const to = useLocalePath();
  const inputId = useId();
  const messageId = useId();
  const fetcher = useFetcher<NewsletterAnswer>();
  const location = useLocation();
  const shown = fetcher.data ?? answer;
  const failed = shown && !shown.ok ? shown : null;
  const sending = fetcher.state !== "idle";

  return (
    <section aria-labelledby="newsletter-title" className="rounded-2xl water-gradient p-6 text-white shadow-md">
      <SpriteIcon icon="Mail" className="size-8 text-sun-300" />
      <h2 id="newsletter-title" className="mt-3 text-xl font-extrabold">
        {t.title}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ocean-50">{t.intro}</p>
      <fetcher.Form method="post" action={to(NEWSLETTER_SIGNUP_PATH)} className="mt-4 space-y-3">
        <input type="hidden" name="page" value={failed?.values.page ?? page ?? location.pathname} />
        <SpamFields />
        <label htmlFor={inputId} className="block text-sm font-semibold">
          {t.email}
        </label>
        <input
          // A new input after a success: the address sent is not left in the field.
          key={shown?.ok ? "sent" : "typing"}
          id={inputId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={255}
          defaultValue={failed?.values.email}
          placeholder={t.placeholder}
          aria-describedby={shown ? messageId : undefined}
          aria-invalid={failed?.errors.email ? true : undefined}
          className="block min-h-11 w-full rounded-xl border border-white/40 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500"
        />
        <button type="submit" disabled={sending} className="btn-primary w-full">
          {sending ? t.subscribing : t.subscribe}
        </button>
        <p className="text-xs leading-relaxed text-ocean-50">{t.note}</p>
      </fetcher.Form>
      <div id={messageId} role="status" aria-live="polite">
        {shown && (
          <p
            className={`mt-3 rounded-xl p-3 text-sm leading-relaxed ${shown.ok ? "bg-white/95 text-ocean-950" : "bg-white font-semibold text-red-700"}`}
          >
            {shown.message}{" "}
            {shown.ok && (
              <Link to={to(BLOG_ESTIMATE_HREF)} className="font-bold text-ocean-700 underline underline-offset-2">
                {t.requestEstimate}
              </Link>
            )}
          </p>
        )}
      </div>
    </section>
  );
}
