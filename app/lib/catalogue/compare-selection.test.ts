import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  COMPARE_FULL_MESSAGE,
  COMPARE_STORAGE_KEY,
  compareName,
  compareNotice,
  readCompareSelection,
  removeFromCompare,
  subscribeCompareSelection,
  toggleCompare,
} from "./compare-selection";

/** A browser window as far as compare-selection.ts uses it: sessionStorage and events. */
function fakeWindow() {
  const items = new Map<string, string>();
  const target = new EventTarget();
  const sessionStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
  return Object.assign(target, { items, sessionStorage });
}

let win: ReturnType<typeof fakeWindow>;
beforeEach(() => {
  win = fakeWindow();
  vi.stubGlobal("window", win);
});
afterEach(() => vi.unstubAllGlobals());

describe("compare selection", () => {
  it("toggles pools in and out, in the order picked", () => {
    expect(toggleCompare(8)).toEqual({ ok: true, ids: [8] });
    expect(toggleCompare(2)).toEqual({ ok: true, ids: [8, 2] });
    expect(toggleCompare(8)).toEqual({ ok: true, ids: [2] });
    expect(readCompareSelection()).toEqual([2]);
    expect(win.items.get(COMPARE_STORAGE_KEY)).toBe("[2]");
  });

  it("refuses a fifth pool and says why", () => {
    for (const id of [1, 2, 3, 4]) toggleCompare(id);
    expect(toggleCompare(5)).toEqual({ ok: false, reason: "full", ids: [1, 2, 3, 4] });
    expect(COMPARE_FULL_MESSAGE).toBe("You can compare up to 4 pools at a time. Remove one to add another.");
  });

  it("removes a pool, tells listeners, and reads junk as nothing", () => {
    const listener = vi.fn();
    const stop = subscribeCompareSelection(listener);
    toggleCompare(3);
    toggleCompare(7);
    expect(removeFromCompare(3)).toEqual([7]);
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    win.items.set(COMPARE_STORAGE_KEY, "not json");
    expect(readCompareSelection()).toEqual([]);
    win.items.set(COMPARE_STORAGE_KEY, "[1,2,3,4,5,6]");
    expect(readCompareSelection()).toEqual([1, 2, 3, 4]);
  });
});

describe("compare selection names and notice", () => {
  it("keeps the picked pools' names, and the refusal until the next change", () => {
    toggleCompare(8, "Milan 10.20");
    expect(compareName(8)).toBe("Milan 10.20");
    for (const id of [1, 2, 3]) toggleCompare(id);
    toggleCompare(5, "Aruba");
    expect(compareNotice()).toBe(COMPARE_FULL_MESSAGE);
    removeFromCompare(1);
    expect(compareNotice()).toBe("");
    removeFromCompare(8);
    expect(compareName(8)).toBe("Pool 8");
  });
});
