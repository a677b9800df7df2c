import type { EstimateStep, EstimateValues } from "./estimate-values";
import { SpriteIcon } from "~/components/sprite-icon";

interface ReviewSummaryProps {
  values: EstimateValues;
  /** The "Pools you're interested in" offered in step 2 (none: no row). */
  pools: readonly { id: number; name: string }[];
  onEdit: (step: EstimateStep) => void;
}

const NOT_GIVEN = "Not provided";
const POOLS_LABEL = "Pools you're interested in";
const WIDE_ROWS = new Set(["Message", "Address", POOLS_LABEL]);

function Group({
  title,
  step,
  rows,
  onEdit,
}: {
  title: string;
  step: EstimateStep;
  rows: [label: string, value: string][];
  onEdit: (step: EstimateStep) => void;
}) {
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
          Edit<span className="sr-only"> {title.toLowerCase()}</span>
        </button>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className={WIDE_ROWS.has(label) ? "sm:col-span-2" : undefined}>
            <dt className="font-semibold text-slate-600">{label}</dt>
            <dd
              className={`mt-0.5 break-words whitespace-pre-line ${value ? "text-ocean-950" : "text-slate-600 italic"}`}
            >
              {value || NOT_GIVEN}
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
  const ticked = pools.filter((pool) => values.interestedPoolIds.includes(String(pool.id))).map((pool) => pool.name);
  const poolRows: [string, string][] = pools.length ? [[POOLS_LABEL, ticked.length ? ticked.join(", ") : "None"]] : [];
  return (
    <div className="space-y-4">
      <Group
        title="Contact details"
        step={1}
        onEdit={onEdit}
        rows={[
          ["Name", name],
          ["Phone", values.phone.trim()],
          ["Email", values.email.trim()],
          ["Address", values.address.trim()],
          ["ZIP code", values.zip.trim()],
        ]}
      />
      <Group
        title="Project details"
        step={2}
        onEdit={onEdit}
        rows={[
          ["Pool type", values.poolType],
          ["Budget range", values.budgetRange],
          ["Timeline", values.timeframe],
          ...poolRows,
          ["Message", values.message.trim()],
        ]}
      />
    </div>
  );
}
