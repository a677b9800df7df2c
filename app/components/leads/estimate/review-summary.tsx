import type { EstimateStep, EstimateValues } from "./estimate-values";
import { useTexts } from "~/lib/i18n/texts";
import { SpriteIcon } from "~/components/sprite-icon";

interface ReviewSummaryProps {
  values: EstimateValues;
  /** The "Pools you're interested in" offered in step 2 (none: no row). */
  pools: readonly { id: number; name: string }[];
  onEdit: (step: EstimateStep) => void;
}

function Group({
  title,
  step,
  rows,
  onEdit,
}: {
  title: string;
  step: EstimateStep;
  rows: [label: string, value: string, wide?: boolean][];
  onEdit: (step: EstimateStep) => void;
}) {
  const { review } = useTexts("estimate");
  return (
    <div className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h4 className="font-bold text-ocean-950">{title}</h4>
        <button
          type="button"
          onClick={() => onEdit(step)}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ocean-800 hover:bg-ocean-50"
        >
          <SpriteIcon icon="Pencil" className="size-4" />
          {review.edit}
          <span className="sr-only"> {title.toLowerCase()}</span>
        </button>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {rows.map(([label, value, wide]) => (
          <div key={label} className={wide ? "sm:col-span-2" : undefined}>
            <dt className="font-semibold text-slate-600">{label}</dt>
            <dd
              className={`mt-0.5 break-words whitespace-pre-line ${value ? "text-ocean-950" : "text-slate-600 italic"}`}
            >
              {value || review.notGiven}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Step 3: everything the visitor entered, with a way back to each step. */
export function ReviewSummary({ values, pools, onEdit }: ReviewSummaryProps) {
  const name = [values.firstName, values.lastName]
    .map((v) => v.trim())
    .filter(Boolean)
    .join(" ");
  const { review, fields, pools: poolTexts, choices } = useTexts("estimate");
  const ticked = pools.filter((pool) => values.interestedPoolIds.includes(String(pool.id))).map((pool) => pool.name);
  const poolRows: [string, string, boolean][] = pools.length
    ? [[poolTexts.legend, ticked.length ? ticked.join(", ") : review.none, true]]
    : [];
  const shown = (choice: string) => choices[choice] ?? choice;
  return (
    <div className="space-y-4">
      <Group
        title={review.contact}
        step={1}
        onEdit={onEdit}
        rows={[
          [review.name, name],
          [fields.phone, values.phone.trim()],
          [fields.email, values.email.trim()],
          [review.address, values.address.trim(), true],
          [fields.zip, values.zip.trim()],
        ]}
      />
      <Group
        title={review.project}
        step={2}
        onEdit={onEdit}
        rows={[
          [fields.poolType, shown(values.poolType)],
          [fields.budgetRange, values.budgetRange],
          [fields.timeline, shown(values.timeframe)],
          ...poolRows,
          [review.message, values.message.trim(), true],
        ]}
      />
    </div>
  );
}
