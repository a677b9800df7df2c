import type { SpriteIconName } from "~/lib/ui/sprite-icon-names";

/**
 * A coloured tile (its size, shape and colours in className) with an icon in its middle (sized by iconSize, a
 * before: utility), in one element instead of three. Its own file: only the sheets of
 * pages that show a tile carry the icon-before utility (decision 027).
 */
export function IconTile({ icon, className, iconSize }: { icon: SpriteIconName; className: string; iconSize: string }) {
  return (
    <span
      aria-hidden="true"
      className={`icon-before icon-${icon} flex items-center justify-center ${iconSize} ${className}`}
    />
  );
}
