import { SpriteIcon } from "~/components/sprite-icon";
import { useTexts } from "~/lib/i18n/texts";

interface ExternalLinkProps {
  href: string;
  className?: string;
  onClick?: () => void;
  children: React.ReactNode;
}

/**
 * A link that opens in a new tab. rel=noopener keeps the lender's page from reaching
 * back into ours; the referrer is kept on purpose so lenders can credit the referral.
 * Screen readers are told the link opens a new tab.
 */
export function NewTabLink({ href, className, onClick, children }: ExternalLinkProps) {
  const t = useTexts("loans");
  return (
    <a href={href} target="_blank" rel="noopener" className={className} onClick={onClick}>
      {children}
      <SpriteIcon icon="ExternalLink" className="size-4 shrink-0" />
      <span className="sr-only"> {t.opensInNewTab}</span>
    </a>
  );
}
