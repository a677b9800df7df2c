import { Toaster } from "sonner";

/**
 * The toast area, rendered by the screens that show toasts (the staff area,
 * the lead forms, the packages page) rather than by the root, so pages
 * without toasts do not load the toast library. One per page.
 */
export function SiteToaster() {
  return <Toaster position="top-center" closeButton />;
}
