import { useEffect, useState } from "react";
import type * as SonnerModule from "sonner";

// Toasts, with the toast library (sonner, 8 KB compressed) loaded on demand (decision 025). Toasts answer an
// action (a form sent, a link copied), so a page loads the library when the visitor first interacts with it, or at
// the latest when a toast is raised; until then the page carries none of it. Screens import `toast` from here, not
// from "sonner", so that no page loads the library with its own code.

type Sonner = typeof SonnerModule;
type PlainArgs = Parameters<Sonner["toast"]>;
type TitledArgs = Parameters<Sonner["toast"]["success"]>;

let library: Promise<Sonner> | undefined;
let loaded: Sonner | undefined;
/** Toasters waiting for the library. */
const waiting = new Set<(sonner: Sonner) => void>();

function loadLibrary(): Promise<Sonner> {
  library ??= import("sonner").then((sonner) => {
    loaded = sonner;
    for (const show of waiting) show(sonner);
    return sonner;
  });
  return library;
}

/** Resolved once a toaster listens, so that a toast goes into a live region that is already in the page. */
let markListening: () => void = () => {};
const listening = new Promise<void>((resolve) => (markListening = resolve));

async function raise(show: (sonner: Sonner) => void) {
  const sonner = await loadLibrary();
  await listening;
  show(sonner);
}

/** sonner's `toast` (plain, success, error): raised once the library is loaded and a toaster listens. */
export const toast = Object.assign((...args: PlainArgs) => void raise((sonner) => sonner.toast(...args)), {
  success: (...args: TitledArgs) => void raise((sonner) => sonner.toast.success(...args)),
  error: (...args: TitledArgs) => void raise((sonner) => sonner.toast.error(...args)),
});

/** Rendered after sonner's Toaster: its effect runs after the Toaster's, which subscribes to the toasts. */
function Listening() {
  useEffect(() => markListening(), []);
  return null;
}

const WARM_EVENTS = ["pointerdown", "keydown", "focusin"] as const;

/**
 * The toast area, rendered by the screens that show toasts (the staff area, the lead forms, the packages page)
 * rather than by the root. One per page. It renders nothing until the library is loaded (first interaction or
 * first toast); then sonner's live region goes into the page, and toasts are raised into it.
 */
export function SiteToaster({ position = "top-center" }: { position?: "top-center" | "bottom-center" }) {
  // Null on the server and at hydration (the library loads after it); set at once on a later page.
  const [Toaster, setToaster] = useState<Sonner["Toaster"] | null>(null);
  useEffect(() => {
    const show = (sonner: Sonner) => setToaster(() => sonner.Toaster);
    if (loaded) {
      show(loaded);
      return;
    }
    waiting.add(show);
    const warm = () => void loadLibrary();
    for (const event of WARM_EVENTS) document.addEventListener(event, warm, { capture: true, once: true });
    return () => {
      waiting.delete(show);
      for (const event of WARM_EVENTS) document.removeEventListener(event, warm, { capture: true });
    };
  }, []);
  if (!Toaster) return null;
  return (
    <>
      <Toaster position={position} closeButton />
      <Listening />
    </>
  );
}
