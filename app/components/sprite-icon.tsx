import type { SpriteIconName } from "~/lib/ui/sprite-icon-names";

/**
 * A lucide icon as one empty element, painted in the text colour through its cell of the site's one cacheable icon
 * image (app/assets/icons/sprite.svg, decisions 027 and 037): no drawing in the HTML or the JavaScript, one element
 * instead of the two of an <svg><use>. Size and colour come from the class as before. The name must be in
 * app/lib/ui/sprite-icon-names.ts; the page's stylesheet carries the utilities of the names its files use.
 */
export function SpriteIcon({ icon, className }: { icon: SpriteIconName; className?: string }) {
  return <span aria-hidden="true" className={`icon icon-${icon}${className ? ` ${className}` : ""}`} />;
}
