import { useId, useState } from "react";
import { useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { SpriteIcon } from "~/components/sprite-icon";
import type { FaqEntry, FaqSuggestions } from "~/lib/content/faq-search";

interface FaqSearchBoxProps<T extends FaqEntry> {
  /** The box itself, read on hydration for text typed before the scripts ran. */
  inputRef?: React.Ref<HTMLInputElement>;
  /** Its name in the FAQ's GET form. */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  suggestions: FaqSuggestions<T>;
  onChoose: (item: T) => void;
  /** Enter without a highlighted suggestion: filter now instead of after the delay. */
  onSubmit: () => void;
}

/**
 * The FAQ search box with its suggestion list (WAI-ARIA combobox with a
 * listbox popup): arrows move through the suggestions, Enter chooses one,
 * Escape closes the list or clears the text.
 */
export function FaqSearchBox<T extends FaqEntry>({
  inputRef,
  name,
  value,
  onChange,
  suggestions,
  onChoose,
  onSubmit,
}: FaqSearchBoxProps<T>) {
  const t = useTexts("packages").faq;
  const inputId = useId();
  const listboxId = useId();
  const moreId = useId();
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const count = suggestions.items.length;
  const expanded = focused && !dismissed && count > 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const choose = (item: T) => {
    setActiveIndex(-1);
    setDismissed(true);
    onChoose(item);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setDismissed(false);
        setActiveIndex((index) => (count === 0 ? -1 : (index + 1) % count));
        break;
      case "ArrowUp":
        event.preventDefault();
        setDismissed(false);
        setActiveIndex((index) => (count === 0 ? -1 : index <= 0 ? count - 1 : index - 1));
        break;
      case "Enter": {
        event.preventDefault();
        const item = expanded && activeIndex >= 0 ? suggestions.items[activeIndex] : undefined;
        if (item) choose(item);
        else {
          setDismissed(true);
          onSubmit();
        }
        break;
      }
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setDismissed(true);
          setActiveIndex(-1);
        } else if (value) {
          event.preventDefault();
          onChange("");
        }
        break;
    }
  };

  return (
    <div className="relative">
      <label htmlFor={inputId} className="text-sm font-semibold text-ocean-950">
        {t.searchLabel}
      </label>
      <div className="relative mt-2">
        <SpriteIcon
          icon="Search"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ocean-700"
        />
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={expanded && suggestions.moreCount > 0 ? moreId : undefined}
          placeholder={t.placeholder}
          value={value}
          onChange={(event) => {
            setDismissed(false);
            setActiveIndex(-1);
            onChange(event.target.value);
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
          className="min-h-12 w-full rounded-full border border-slate-300 bg-white py-3 pr-12 pl-12 text-base text-ocean-950 shadow-sm placeholder:text-slate-600 focus:border-ocean-600 focus:outline-none focus-visible:outline-3 focus-visible:outline-sun-400"
        />
        {value && (
          <button
            type="button"
            onClick={() => onChange("")}
            aria-label={t.clear}
            className="absolute top-1/2 right-2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
          >
            <SpriteIcon icon="X" className="size-4" />
          </button>
        )}
      </div>
      <div
        className={`absolute inset-x-0 top-full z-20 mt-2 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl ${expanded ? "" : "hidden"}`}
      >
        <ul id={listboxId} role="listbox" aria-label={t.suggestions} className="py-2">
          {suggestions.items.map((item, index) => (
            <li
              key={item.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // mousedown would blur the input and close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(item)}
              onMouseMove={() => setActiveIndex(index)}
              className={`cursor-pointer px-4 py-2.5 ${index === activeIndex ? "bg-ocean-50" : ""}`}
            >
              <span className="block font-semibold text-ocean-950">{item.question}</span>
              <span className="block text-xs font-medium text-slate-600">{item.category}</span>
            </li>
          ))}
        </ul>
        {suggestions.moreCount > 0 && (
          <p id={moreId} className="border-t border-slate-100 px-4 py-2.5 text-sm font-medium text-slate-700">
            {fill(t.more, { count: suggestions.moreCount })}
          </p>
        )}
      </div>
    </div>
  );
}
