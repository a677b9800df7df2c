import { useCompany } from "~/components/company-context";

/** The document title of a staff page: "Dashboard | Staff area | <company name>". */
export function StaffPageTitle({ title }: { title: string }) {
  const company = useCompany();
  return <title>{`${title} | Staff area | ${company.name}`}</title>;
}
