import { SpriteIcon } from "~/components/sprite-icon";

/** A spinner with a loading text, announced politely. */
export function LoadingMessage({ text }: { text: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-center text-slate-700">
      <SpriteIcon icon="LoaderCircle" className="size-10 animate-spin text-ocean-600 motion-reduce:animate-none" />
      <p className="font-medium">{text}</p>
    </div>
  );
}
