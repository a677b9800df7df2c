import type { LucideIcon } from "lucide-react";
import spriteUrl from "~/assets/icons.svg?url&no-inline";
import { spriteIconId } from "./sprite-icon-id";

/**
 * A lucide icon drawn from one cacheable sprite (app/assets/icons.svg) instead
 * of copied inline: two elements and about 100 bytes per use instead of the
 * icon's whole path data, which content pages repeat dozens of times
 * (decision 022). The symbol carries lucide's stroke attributes; size and
 * colour come from the class as before (currentColor reaches into the sprite).
 * Icons that need other stroke or fill attributes stay inline lucide icons.
 * The icon must be listed in app/components/sprite-icons.ts (a test checks
 * every use and regenerates the sprite: `npx tsx scripts/icon-sprite.ts`).
 */
export function SpriteIcon({ icon, className }: { icon: LucideIcon; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`${spriteUrl}#${spriteIconId(icon)}`} />
    </svg>
  );
}
