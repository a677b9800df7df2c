import { Link } from "react-router";
import { useTexts } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";

/** The frame of the pages the newsletter's e-mailed links open: a title, what happened, a way back to the blog. */
export function NewsletterLinkPage({ title, children }: { title: string; children: React.ReactNode }) {
  const blogLink = useTexts("newsletterPages").blogLink;
  const to = useLocalePath();
  return (
    <section className="container-page max-w-2xl py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-ocean-950">{title}</h1>
      <div className="mt-6">{children}</div>
      <p className="mt-8">
        <Link to={to("/blog")} className="font-semibold text-ocean-700 underline underline-offset-2">
          {blogLink}
        </Link>
      </p>
    </section>
  );
}
