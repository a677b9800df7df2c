import { Form, useSearchParams } from "react-router";
import { SpriteIcon } from "~/components/sprite-icon";
import { COMPARE_DIFF_PARAM, COMPARE_PATH } from "~/lib/catalogue/compare-page";
import { DIFF_SWITCH_ID } from "./compare-table";
import { fill } from "~/lib/i18n/translate";
import { useTexts } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";

const ADD_FORM_ID = "compare-add-form";

/**
 * "Show differences only": a checkbox the table's CSS reads (:has), so it works before and without the scripts.
 * It belongs to the add form (the `form` attribute), so adding a pool keeps the choice. With scripts the address
 * follows it too, so the remove links and a reload keep it.
 */
export function DiffSwitch({ defaultChecked }: { defaultChecked: boolean }) {
  const [, setSearchParams] = useSearchParams();
  const t = useTexts("compare");
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold text-ocean-950">
      <input
        id={DIFF_SWITCH_ID}
        type="checkbox"
        role="switch"
        name={COMPARE_DIFF_PARAM}
        value="1"
        form={ADD_FORM_ID}
        defaultChecked={defaultChecked}
        className="peer sr-only"
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          setSearchParams(
            (params) => {
              if (checked) params.set(COMPARE_DIFF_PARAM, "1");
              else params.delete(COMPARE_DIFF_PARAM);
              return params;
            },
            { replace: true, preventScrollReset: true },
          );
        }}
      />
      <span
        aria-hidden="true"
        className="relative h-6 w-11 shrink-0 rounded-full bg-slate-400 transition-colors peer-checked:bg-ocean-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ocean-600 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
      />
      {t.diffOnly}
    </label>
  );
}

export interface AddOption {
  id: number;
  name: string;
  /** What the suggestion shows beside the name: brand and size. */
  label: string;
}

/**
 * "Add a pool": a GET form to /compare with the pools already shown and a search box whose suggestions are the
 * catalogue's names (a datalist: the browser suggests as the visitor types, scripts or not). The server finds the
 * pool by the name typed and answers with the comparison that includes it.
 */
export function AddPoolForm({
  ids,
  options,
  defaultQuery,
  full,
  keepDiff = false,
}: {
  ids: readonly number[];
  options: readonly AddOption[];
  defaultQuery: string;
  full: boolean;
  /** With fewer than two pools there is no switch; the form carries its choice on to the comparison it opens. */
  keepDiff?: boolean;
}) {
  const t = useTexts("compare").add;
  const to = useLocalePath();
  return (
    <Form
      id={ADD_FORM_ID}
      method="get"
      action={to(COMPARE_PATH)}
      preventScrollReset
      className="flex flex-wrap items-end gap-2"
    >
      {ids.length > 0 && <input type="hidden" name="pools" value={ids.join(",")} />}
      {keepDiff && <input type="hidden" name={COMPARE_DIFF_PARAM} value="1" />}
      {full ? (
        <p className="text-sm text-slate-700">{fill(t.full, { count: ids.length })}</p>
      ) : (
        <>
          <div className="min-w-0 flex-1 basis-40">
            <label htmlFor="compare-add" className="block text-sm font-semibold text-ocean-950">
              {t.label}
            </label>
            <input
              id="compare-add"
              name="add"
              type="search"
              list="compare-pool-names"
              required
              autoComplete="off"
              defaultValue={defaultQuery}
              placeholder={t.placeholder}
              className="mt-1 min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-ocean-950 placeholder:text-slate-500 focus-visible:border-ocean-600 focus-visible:outline-2 focus-visible:outline-ocean-600"
            />
            <datalist id="compare-pool-names">
              {options.map((option) => (
                <option key={option.id} value={option.name} label={option.label} />
              ))}
            </datalist>
          </div>
          <button type="submit" className="btn-ocean min-h-11 gap-1.5 px-4">
            <SpriteIcon icon="Search" className="size-4" />
            {t.button}
          </button>
        </>
      )}
    </Form>
  );
}
