import { useId, useState } from "react";
import { Link } from "react-router";
import { BLOG_ESTIMATE_HREF } from "~/lib/blog/blog-list-query";
import { SpriteIcon } from "~/components/sprite-icon";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The newsletter box. There is no newsletter service behind it (the old site's
 * Subscribe button does nothing), so rather than pretend, the button says
 * plainly that nothing was stored and points to what the visitor can do now.
 * No form is submitted: an address never lands in a URL or a log.
 */
export function NewsletterBox() {
  const inputId = useId();
  const messageId = useId();
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState<{ kind: "info" | "error"; text: string } | null>(null);

  const subscribe = () => {
    if (!EMAIL.test(email.trim())) {
      setMessage({ kind: "error", text: "Please enter a valid email address." });
      return;
    }
    setMessage({
      kind: "info",
      text: "Thank you! Our email newsletter has not launched yet, so we have not saved your address. New articles appear right here on the blog. For advice on your own yard:",
    });
    setEmail("");
  };

  return (
    <section aria-labelledby="newsletter-title" className="rounded-2xl water-gradient p-6 text-white shadow-md">
      <SpriteIcon icon="Mail" className="size-8 text-sun-300" />
      <h2 id="newsletter-title" className="mt-3 text-xl font-extrabold">
        Pool tips in your inbox
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ocean-50">
        Seasonal maintenance reminders, buying guides and offers for Florida pool owners.
      </p>
      <div className="mt-4 space-y-3">
        <label htmlFor={inputId} className="block text-sm font-semibold">
          Email address
        </label>
        <input
          id={inputId}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          placeholder="you@example.com"
          aria-describedby={message ? messageId : undefined}
          aria-invalid={message?.kind === "error" || undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (message?.kind === "error") setMessage(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              subscribe();
            }
          }}
          className="block min-h-11 w-full rounded-xl border border-white/40 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500"
        />
        <button type="button" onClick={subscribe} className="btn-primary w-full">
          Subscribe
        </button>
      </div>
      <div id={messageId} role="status" aria-live="polite">
        {message && (
          <p
            className={`mt-3 rounded-xl p-3 text-sm leading-relaxed ${message.kind === "error" ? "bg-white font-semibold text-red-700" : "bg-white/95 text-ocean-950"}`}
          >
            {message.text}{" "}
            {message.kind === "info" && (
              <Link to={BLOG_ESTIMATE_HREF} className="font-bold text-ocean-700 underline underline-offset-2">
                Request a free estimate
              </Link>
            )}
          </p>
        )}
      </div>
    </section>
  );
}
