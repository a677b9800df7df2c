import type { EventEmitter } from "node:events";
import type { RequestHandler } from "express";

type Listener = (...args: unknown[]) => void;
/** What EventEmitter.once registers: a wrapper that knows the listener it was given. */
type OnceWrapper = Listener & { listener?: Listener };

/**
 * `compression` moves each "drain" listener added to the response onto its
 * zlib stream, but leaves removals on the response, where there is nothing to
 * remove (expressjs/compression#135). React Router's response writer adds and
 * removes one every time it waits for a slow client, so on a long streamed
 * page they piled up on the stream: a MaxListenersExceededWarning in the log
 * and listeners kept until the response ended. Mounted right after
 * `compression()`, this sends each removal to where its listener went.
 */
export const drainListenersFollowCompression: RequestHandler = (_req, res, next) => {
  const placed = new Map<Listener, { target: EventEmitter; registered: OnceWrapper }>();
  const on = res.on;
  const removeListener = res.removeListener;

  res.on = function (this: typeof res, event: string | symbol, listener: OnceWrapper) {
    const target = on.call(this, event, listener) as unknown as EventEmitter;
    if (event === "drain" && target !== (this as unknown as EventEmitter)) {
      const entry = { target, registered: listener };
      placed.set(listener, entry);
      if (listener.listener) placed.set(listener.listener, entry);
    }
    return this;
  } as typeof res.on;

  res.removeListener = res.off = function (this: typeof res, event: string | symbol, listener: Listener) {
    const entry = event === "drain" ? placed.get(listener) : undefined;
    if (!entry) return removeListener.call(this, event, listener);
    entry.target.removeListener("drain", entry.registered);
    placed.delete(entry.registered);
    if (entry.registered.listener) placed.delete(entry.registered.listener);
    return this;
  } as typeof res.removeListener;

  next();
};
