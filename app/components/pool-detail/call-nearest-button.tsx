import { telHref } from "~/lib/company/offices";
import { useNearestOffice } from "~/components/nearest-office";
import { SpriteIcon } from "~/components/sprite-icon";
import { fill } from "~/lib/i18n/translate";
import { useTexts } from "~/lib/i18n/texts";

interface CallNearestButtonProps {
  className?: string;
}

/** Tap-to-call the visitor's nearest office (the first office until it is known). */
export function CallNearestButton({ className = "btn-ocean" }: CallNearestButtonProps) {
  const { office } = useNearestOffice();
  const t = useTexts("poolCard");
  return (
    <a href={telHref(office.phone)} data-office={office.id} className={className}>
      <SpriteIcon icon="Phone" className="size-4" />
      {fill(t.callOffice, { office: office.name, phone: office.phone })}
    </a>
  );
}
