// What the slot picker shows (decision 031): the free slots of one office as the
// success screen, the booking page and the visitor's move form render them.
// Plain data, so an action's answer carries it and the browser code stays small.

export interface PickerSlot {
  /** The slot's start as an ISO instant: the value the booking form posts. */
  start: string;
  dayLabel: string;
  startLabel: string;
  endLabel: string;
}

export interface SlotPickerData {
  officeId: string;
  slots: PickerSlot[];
  /** A refusal ("That time was just taken. ..."), shown above the slots. */
  message?: string;
}

/** The slots grouped by day label, in order. */
export function slotsByDay(slots: readonly PickerSlot[]): { day: string; slots: PickerSlot[] }[] {
  const days: { day: string; slots: PickerSlot[] }[] = [];
  for (const slot of slots) {
    const last = days.at(-1);
    if (last && last.day === slot.dayLabel) last.slots.push(slot);
    else days.push({ day: slot.dayLabel, slots: [slot] });
  }
  return days;
}

/** The visitor's booking page (a POST form) and the office switch (a GET form). */
export const BOOK_PATH = "/consultation/book";
/** The field that carries the lead token on the booking forms. */
export const LEAD_TOKEN_FIELD = "lead";
