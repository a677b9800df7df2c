import { Link } from "react-router";
import { SectionHeading } from "~/components/section-heading";
import { SERVICE_CARDS, resurfacingLink } from "~/content/resurfacing";
import { useTexts } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { IconTile } from "~/components/icon-tile";

/** The three services, Complete Resurfacing marked most popular. */
export function ServiceCards() {
  const { services: t, mostPopular } = useTexts("resurfacing");
  const to = useLocalePath();
  return (
    <section aria-labelledby="services" className="bg-sand-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="services" eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3 lg:items-stretch">
          {SERVICE_CARDS.map((service, index) => {
            const words = t.cards[index];
            if (!words) return null;
            const card = { ...service, ...words };
            const icon = card.icon;
            return (
              <li
                key={card.source}
                className={`relative flex flex-col rounded-3xl bg-white p-7 shadow-sm ${
                  card.mostPopular
                    ? "shadow-xl ring-2 ring-sun-400 max-lg:mt-3 lg:-my-3 lg:py-10"
                    : "ring-1 ring-slate-200"
                }`}
              >
                {card.mostPopular && (
                  <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-sun-400 px-4 py-1 text-xs font-extrabold tracking-wide whitespace-nowrap text-ocean-950 uppercase shadow-sm">
                    {mostPopular}
                  </p>
                )}
                <IconTile
                  icon={icon}
                  className="size-12 rounded-2xl bg-ocean-50 text-ocean-700"
                  iconSize="before:size-6"
                />
                <h3 className="mt-4 text-2xl font-extrabold text-ocean-950">{card.name}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{card.summary}</p>
                <ul className="mt-5 flex-1 space-y-2.5">
                  {card.points.map((point) => (
                    <li
                      key={point}
                      className="icon-before icon-Check flex gap-3 text-slate-800 before:mt-0.5 before:size-5 before:text-palm-600"
                    >
                      {point}
                    </li>
                  ))}
                </ul>
                <p className="icon-before icon-ShieldCheck mt-6 flex items-center gap-2 rounded-xl bg-ocean-50 px-4 py-3 text-sm font-semibold text-ocean-900 before:size-5 before:text-ocean-700">
                  {card.coverage}
                </p>
                <Link
                  to={to(resurfacingLink(card.source))}
                  className={`${card.mostPopular ? "btn-primary" : "btn-ocean"} mt-6`}
                >
                  {card.cta}
                </Link>
              </li>
            );
          })}
        </ul>
        <p className="mt-12 text-center text-slate-700">
          {t.notSure}{" "}
          <Link
            to={to(resurfacingLink("services-cta"))}
            className="font-semibold text-ocean-800 underline underline-offset-4"
          >
            {t.assessment}
          </Link>
        </p>
      </div>
    </section>
  );
}
