import type { LucideIcon } from "lucide-react";

/** The sprite symbol of a lucide icon: its canonical PascalCase name (aliases such as CheckCircle2 resolve to it). */
export function spriteIconId(icon: LucideIcon): string {
  const id = icon.displayName;
  if (!id) throw new Error("SpriteIcon: a lucide icon without a name");
  return id;
}
