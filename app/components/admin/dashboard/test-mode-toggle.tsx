import { FlaskConical } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { TEST_MODE_INTENT } from "~/lib/schemas/dashboard";

/**
 * The staff member's test-mode preference: a switch that is a plain form
 * post (works without JavaScript). On: leads marked as test count in every
 * figure and list; off: they are hidden.
 */
export function TestModeToggle({ on, redirectTo, action }: { on: boolean; redirectTo: string; action?: string }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === TEST_MODE_INTENT;
  // While the post is on its way, show where it is going.
  const shown = pending ? navigation.formData?.get("show") === "true" : on;
  return (
    <Form
      method="post"
      action={action}
      className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 shadow-sm"
    >
      <input type="hidden" name="intent" value={TEST_MODE_INTENT} />
      <input type="hidden" name="show" value={on ? "false" : "true"} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FlaskConical aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
      <button
        type="submit"
        role="switch"
        aria-checked={shown}
        aria-describedby="test-mode-state"
        disabled={pending}
        className="group inline-flex min-h-9 items-center gap-2 rounded-md text-sm font-semibold text-slate-800 disabled:cursor-wait"
      >
        <span
          aria-hidden="true"
          className={`relative inline-flex h-5 w-9 shrink-0 items-center rounded-full ring-1 transition-colors ring-inset ${
            shown ? "bg-amber-500 ring-amber-600" : "bg-slate-300 ring-slate-400"
          }`}
        >
          <span
            className={`inline-block size-4 rounded-full bg-white shadow transition-transform ${shown ? "translate-x-4.5" : "translate-x-0.5"}`}
          />
        </span>
        Show test leads
      </button>
      <span
        id="test-mode-state"
        className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${
          shown ? "bg-amber-100 text-amber-900" : "bg-slate-100 text-slate-700"
        }`}
      >
        {shown ? "Test mode on" : "Test mode off"}
      </span>
    </Form>
  );
}
