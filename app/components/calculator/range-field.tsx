interface RangeFieldProps {
  id: string;
  /** Form field name, for the calculator that also works as a plain GET form. */
  name?: string;
  label: string;
  value: number;
  /** The value in words, shown beside the label and read by screen readers. */
  valueText: string;
  min: number;
  max: number;
  step: number;
  minLabel: string;
  maxLabel: string;
  onChange: (value: number) => void;
  /** Extra text under the slider (e.g. a value outside this lender's range). */
  note?: React.ReactNode;
}

/**
 * A labelled native slider: arrow keys, Page Up/Down, Home and End work by
 * themselves, and aria-valuetext reads "$50,000" instead of "50000".
 */
export function RangeField({
  id,
  name,
  label,
  value,
  valueText,
  min,
  max,
  step,
  minLabel,
  maxLabel,
  onChange,
  note,
}: RangeFieldProps) {
  const noteId = `${id}-note`;
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <label htmlFor={id} className="font-semibold text-ocean-950">
          {label}
        </label>
        <output htmlFor={id} className="text-lg font-extrabold text-ocean-800">
          {valueText}
        </output>
      </div>
      <input
        type="range"
        id={id}
        name={name}
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        aria-describedby={note ? noteId : undefined}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        className="mt-3 h-6 w-full cursor-pointer accent-ocean-700"
      />
      <div aria-hidden="true" className="mt-1 flex justify-between text-sm text-slate-600">
        <span>{minLabel}</span>
        <span>{maxLabel}</span>
      </div>
      {note && (
        <p id={noteId} className="mt-2 rounded-lg bg-sun-300/40 px-3 py-2 text-sm text-ocean-950">
          {note}
        </p>
      )}
    </div>
  );
}
