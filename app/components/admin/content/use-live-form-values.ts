import { type FormEvent, useState } from "react";

/**
 * The current text of a form's fields, for a live preview beside an
 * uncontrolled form: pass `onChange` as the form's onChange (every field's
 * change bubbles to it), and call `setValue` for changes no input event
 * reports (e.g. an uploaded image's URL). Unchecked checkboxes read as "".
 */
export function useLiveFormValues<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  function onChange(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    setValues(Object.fromEntries(Object.keys(initial).map((name) => [name, String(data.get(name) ?? "")])) as T);
  }
  function setValue(name: keyof T, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
  }
  return { values, onChange, setValue };
}
