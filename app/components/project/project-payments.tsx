import { SpriteIcon } from "~/components/sprite-icon";
import type { HomeownerPayments } from "~/lib/projects/homeowner-page";
import { useTexts } from "~/lib/i18n/texts";

const STATE_BADGE = {
  paid: "bg-emerald-50 text-emerald-800",
  due: "bg-amber-100 text-amber-950",
  upcoming: "bg-slate-100 text-slate-700",
} as const;

/** The payment schedule: each milestone's amount, when it falls due and whether it is paid, and the balance. */
export function ProjectPayments({ payments }: { payments: HomeownerPayments }) {
  const t = useTexts("project").payments;
  return (
    <section
      id="payments"
      aria-labelledby="payments-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="payments-heading" className="flex items-center gap-2 text-xl font-bold text-ocean-950">
        <SpriteIcon icon="Wallet" className="size-5 text-ocean-700" />
        {t.heading}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-sand-50 p-3">
          <dt className="text-sm text-slate-600">{t.paidSoFar}</dt>
          <dd className="text-lg font-bold text-ocean-950">{payments.paidSoFar}</dd>
        </div>
        <div className="rounded-xl bg-sand-50 p-3">
          <dt className="text-sm text-slate-600">{t.balance}</dt>
          <dd className="text-lg font-bold text-ocean-950">{payments.balance}</dd>
        </div>
      </dl>
      <ol className="mt-4 divide-y divide-slate-100">
        {payments.lines.map((line) => (
          <li key={line.id} className="py-3">
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-semibold text-ocean-950">
                {line.label} <span className="font-normal text-slate-600">· {line.percent}%</span>
              </span>
              <span className="font-semibold whitespace-nowrap text-ocean-950">{line.amount}</span>
            </div>
            <div className="mt-1 flex items-start justify-between gap-3 text-sm">
              <span className="text-slate-600">{line.partLine ?? line.dueLine}</span>
              <span className={`shrink-0 rounded-full px-2.5 py-0.5 font-semibold ${STATE_BADGE[line.state]}`}>
                {line.stateLabel}
              </span>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-1 flex justify-between border-t border-slate-200 pt-3 text-sm text-slate-700">
        <span>{t.contract}</span>
        <span className="font-semibold">{payments.contract}</span>
      </p>
      {payments.received.length > 0 && (
        <>
          <h3 className="mt-5 font-semibold text-ocean-950">{t.received}</h3>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {payments.received.map((line, index) => (
              <li key={index} className="flex gap-2">
                <SpriteIcon icon="CircleCheck" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                {line}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-4 text-sm text-slate-600">{t.howToPay}</p>
    </section>
  );
}
