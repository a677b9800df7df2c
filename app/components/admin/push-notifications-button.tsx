import { BellRing } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { useRevalidator } from "react-router";
import { primaryButtonClass } from "./admin-form";

const SERVICE_WORKER_PATH = "/admin/sw.js";
const SUBSCRIPTIONS_API = "/api/admin/push-subscriptions";

type State =
  | { kind: "waiting" } // before scripts run: the button cannot work yet
  | { kind: "ready" }
  | { kind: "working" }
  | { kind: "unsupported" }
  | { kind: "done" }
  | { kind: "error"; message: string };

const UNSUPPORTED_MESSAGE =
  "This browser cannot show notifications from the site. On an iPhone or iPad, add this site to the home screen first (Share, then Add to Home Screen) and open it from there.";

const WAITING: State = { kind: "waiting" };
const READY: State = { kind: "ready" };
const UNSUPPORTED: State = { kind: "unsupported" };
const subscribeToNothing = () => () => {};

function browserSupportsPush(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Registers the staff area's service worker, subscribes this browser and stores the subscription for the staff member. */
async function subscribe(publicKey: string): Promise<State> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") {
    return {
      kind: "error",
      message: "Notifications are blocked for this site. Allow them in the browser's site settings, then try again.",
    };
  }
  await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: "/admin/" });
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const response = await fetch(SUBSCRIPTIONS_API, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(subscription.toJSON()),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    return { kind: "error", message: body?.message ?? "The device could not be saved. Please try again." };
  }
  return { kind: "done" };
}

/**
 * "Turn on notifications on this device". Push needs scripts by nature: before they run the button is shown
 * disabled with the reason, so nothing looks clickable that is not.
 */
export function PushNotificationsButton({ publicKey }: { publicKey: string }) {
  // What the browser can do, known once scripts run (the server renders "waiting").
  const support = useSyncExternalStore<State>(
    subscribeToNothing,
    () => (browserSupportsPush() ? READY : UNSUPPORTED),
    () => WAITING,
  );
  const [outcome, setState] = useState<State | null>(null);
  const state = support.kind === "ready" ? (outcome ?? support) : support;
  const revalidator = useRevalidator();

  async function turnOn() {
    setState({ kind: "working" });
    try {
      const next = await subscribe(publicKey);
      setState(next);
      if (next.kind === "done") await revalidator.revalidate();
    } catch {
      setState({ kind: "error", message: "Notifications could not be turned on in this browser. Please try again." });
    }
  }

  const message =
    state.kind === "waiting"
      ? "Available once the page has finished loading."
      : state.kind === "unsupported"
        ? UNSUPPORTED_MESSAGE
        : state.kind === "done"
          ? "Notifications are on for this device."
          : state.kind === "error"
            ? state.message
            : null;
  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        className={primaryButtonClass}
        onClick={turnOn}
        disabled={state.kind !== "ready" && state.kind !== "error" && state.kind !== "done"}
      >
        <BellRing aria-hidden="true" className="size-4" />
        {state.kind === "working" ? "Turning on…" : "Turn on notifications on this device"}
      </button>
      <p role="status" className={`text-sm ${state.kind === "error" ? "text-red-700" : "text-slate-700"}`}>
        {message}
      </p>
    </div>
  );
}
