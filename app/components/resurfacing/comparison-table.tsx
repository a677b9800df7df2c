import { SectionHeading } from "~/components/section-heading";
import { COMPARISON } from "~/content/resurfacing";

/** Epoxy coating versus complete gelcoat resurfacing, as a real table. */
export function ComparisonTable() {
  return (
    <section aria-labelledby="comparison" className="bg-ocean-50/60 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="comparison"
          eyebrow="Compare finishes"
          title="Epoxy or gelcoat?"
          intro="Both give you a smooth, watertight surface. The right one depends on the state of your pool and how long you plan to keep it."
        />
        <div className="mx-auto mt-12 max-w-4xl overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-ocean-100">
          <table className="w-full table-fixed border-collapse text-left text-sm sm:text-base">
            <caption className="sr-only">Epoxy resurfacing compared with complete gelcoat resurfacing</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="w-[28%] p-3 sm:w-1/4 sm:p-5">
                  <span className="sr-only">Feature</span>
                </th>
                <th scope="col" className="p-3 text-base font-extrabold text-ocean-950 sm:p-5 sm:text-lg">
                  Epoxy
                </th>
                <th scope="col" className="bg-ocean-700 p-3 text-base font-extrabold text-white sm:p-5 sm:text-lg">
                  Gelcoat
                </th>
              </tr>
            </thead>
            <tbody>
              {COMPARISON.map((row) => (
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
