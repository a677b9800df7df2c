import spriteUrl from "~/assets/icons.svg?url&no-inline";
import type { SpriteIconName } from "./sprite-icon-names";

/**
 * A lucide icon drawn from one cacheable sprite (app/assets/icons.svg) instead
 * of copied inline: two elements and about 100 bytes per use instead of the
 * icon's whole path data, which content pages repeat dozens of times
 * (decision 022). Named by a string, so that no page's JavaScript carries the
 * drawing (issue 18's JavaScript budget). The symbol carries lucide's stroke
 * attributes; size and colour come from the class as before (currentColor
 * reaches into the sprite). Icons that need other stroke or fill attributes
 * stay inline lucide icons. The name must be in app/components/sprite-icon-names.ts.
 */
export function SpriteIcon({ icon, className }: { icon: SpriteIconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`${spriteUrl}#${icon}`} />
    </svg>
  );
}
