import { SectionHeading } from "~/components/section-heading";
import { useTexts } from "~/lib/i18n/texts";

/** Epoxy coating versus complete gelcoat resurfacing, as a real table. */
export function ComparisonTable() {
  const t = useTexts("resurfacing").comparison;
  return (
    <section aria-labelledby="comparison" className="bg-ocean-50/60 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="comparison" eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
        <div className="mx-auto mt-12 max-w-4xl overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-ocean-100">
          <table className="w-full table-fixed border-collapse text-left text-sm sm:text-base">
            <caption className="sr-only">{t.caption}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="w-[28%] p-3 sm:w-1/4 sm:p-5">
                  <span className="sr-only">{t.feature}</span>
                </th>
                <th scope="col" className="p-3 text-base font-extrabold text-ocean-950 sm:p-5 sm:text-lg">
                  {t.epoxy}
                </th>
                <th scope="col" className="bg-ocean-700 p-3 text-base font-extrabold text-white sm:p-5 sm:text-lg">
                  {t.gelcoat}
                </th>
              </tr>
            </thead>
            <tbody>
              {t.rows.map((row) => (
                <tr key={row.label} className="border-b border-slate-100 last:border-b-0">
                  <th scope="row" className="p-3 text-xs font-bold text-ocean-900 sm:p-5 sm:text-sm">
                    {row.label}
                  </th>
                  <td className="p-3 text-slate-700 sm:p-5">{row.epoxy}</td>
                  <td className="bg-ocean-50 p-3 font-medium text-ocean-950 sm:p-5">{row.gelcoat}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
