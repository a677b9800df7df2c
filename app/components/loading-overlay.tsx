import { useTexts } from "~/lib/i18n/texts";
import { useCompany } from "./company-context";

/** The screen over a page that takes long to load: shown after a short delay (pure CSS), so quick moves never flash. */
export default function LoadingOverlay() {
  const company = useCompany();
  const loading = useTexts("shell").loading;
  return (
    <div
      role="status"
      aria-live="polite"
      className="invisible fixed inset-0 z-40 flex animate-[appear_0s_linear_400ms_forwards] flex-col items-center justify-center gap-4 bg-white/85 frosted"
    >
      <span
        className="size-10 animate-spin rounded-full border-4 border-ocean-100 border-t-ocean-600"
        aria-hidden="true"
      />
      <p className="text-lg font-bold text-ocean-900">{company.name}</p>
      <p className="text-sm text-slate-600">{loading}</p>
    </div>
  );
}
