// How long a lead's form was on screen before it was sent, as the lead page says it.

/** Faster than people usually type: the browser's autofill, a pasted message, or a script. */
export const QUICK_SEND_MS = 2_000;

function duration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 10) return `${(Math.floor(seconds * 10) / 10).toFixed(1)} s`;
  if (seconds < 120) return `${Math.floor(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 120) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

/** "Sent 0.2 s after the page opened" (null: the lead came without a genuine, unused form-time cookie). */
export function sentAfterText(ms: number | null | undefined): string | null {
  if (ms === null || ms === undefined || ms < 0) return null;
  const text = `Sent ${duration(ms)} after the page opened`;
  return ms < QUICK_SEND_MS ? `${text} (quicker than typing: the browser may have filled it in)` : text;
}
