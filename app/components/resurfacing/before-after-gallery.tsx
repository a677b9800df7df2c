import { Link } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { GALLERY, resurfacingLink } from "~/content/resurfacing";
import { useTexts } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { PoolIllustration } from "./pool-illustration";

/** Before/after pairs, drawn: we publish customers' photos only with their consent, and have none yet. */
export function BeforeAfterGallery() {
  const { gallery: t, before, after } = useTexts("resurfacing");
  const to = useLocalePath();
  return (
    <section aria-labelledby="gallery" className="bg-ocean-950 py-16 text-white sm:py-20">
      <div className="container-page">
        <SectionHeading id="gallery" eyebrow={t.eyebrow} title={t.title} tone="light" intro={t.intro} />
        <ul className="mx-auto mt-12 grid max-w-3xl gap-8 lg:max-w-none lg:grid-cols-3">
          {GALLERY.map((drawing, index) => {
            const words = t.pairs[index];
            if (!words) return null;
            const pair = { ...drawing, ...words };
            return (
              <li key={pair.damage}>
                <figure className="h-full rounded-3xl bg-white/5 p-3 ring-1 ring-white/15">
                  <div className="grid grid-cols-2 gap-2 lg:grid-cols-1">
                    {(["before", "after"] as const).map((state) => (
                      <div key={state} className="relative overflow-hidden rounded-2xl">
                        <PoolIllustration
                          state={state}
                          damage={pair.damage}
                          finish={pair.finish}
                          className="aspect-[16/11] w-full"
                        />
                        <span
                          className={`absolute top-2 left-2 rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase ${
                            state === "before" ? "bg-ocean-950/85 text-white" : "bg-sun-400 text-ocean-950"
                          }`}
                        >
                          {state === "before" ? before : after}
                        </span>
                      </div>
                    ))}
                  </div>
                  <figcaption className="px-2 pt-4 pb-2">
                    <span className="block text-lg font-bold">{pair.title}</span>
                    <span className="mt-1 block text-sm text-ocean-100">
                      <span className="font-semibold text-white">{t.beforeLabel}</span> {pair.before}.{" "}
                      <span className="font-semibold text-white">{t.afterLabel}</span> {pair.after}.
                    </span>
                    <span className="mt-3 inline-block rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-sun-300">
                      {pair.service}
                    </span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 text-center">
          <Link to={to(resurfacingLink("gallery"))} className="btn-primary">
            {t.cta}
          </Link>
        </div>
      </div>
    </section>
  );
}
