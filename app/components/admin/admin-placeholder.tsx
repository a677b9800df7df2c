import { Construction } from "lucide-react";
import { StaffPageTitle } from "./staff-page-title";
import { AdminPageHeader, AdminPanel } from "./admin-shell";

/** A guarded page whose tools are still being built: says what will be there. */
export function AdminPlaceholder({
  title,
  description,
  planned,
}: {
  title: string;
  description: string;
  /** What the page will offer. */
  planned: readonly string[];
}) {
  return (
    <>
      <StaffPageTitle title={title} />
      <AdminPageHeader title={title} description={description} />
      <AdminPanel>
        <div className="flex items-start gap-3">
          <Construction aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <div>
            <p className="text-sm font-semibold text-slate-900">This page is being built. It will offer:</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {planned.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </AdminPanel>
    </>
  );
}
