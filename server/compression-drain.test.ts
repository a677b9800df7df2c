import { EventEmitter } from "node:events";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { drainListenersFollowCompression } from "./compression-drain";

/** A response as `compression` leaves it: "drain" listeners go to its zlib stream, everything else stays. */
function compressedResponse() {
  const res = new EventEmitter();
  const stream = new EventEmitter();
  const on = res.on;
  res.on = function (event: string | symbol, listener: (...args: unknown[]) => void) {
    if (event === "drain") return stream.on(event, listener) as never;
    return on.call(this, event, listener);
  };
  drainListenersFollowCompression({} as Request, res as unknown as Response, () => {});
  return { res, stream };
}

describe("drain listeners behind compression", () => {
  it("removes a listener from the stream it was moved to", () => {
    const { res, stream } = compressedResponse();
    const onDrain = () => {};
    res.on("drain", onDrain);
    expect(stream.listenerCount("drain")).toBe(1);
    res.off("drain", onDrain);
    expect(stream.listenerCount("drain")).toBe(0);
  });

  it("removes a once listener that was never called, as React Router's writer does after each wait", () => {
    const { res, stream } = compressedResponse();
    for (let wait = 0; wait < 20; wait++) {
      const onDrain = () => {};
      res.once("drain", onDrain);
      res.off("drain", onDrain);
    }
    expect(stream.listenerCount("drain")).toBe(0);
  });

  it("calls a once listener one time when the stream drains, then forgets it", () => {
    const { res, stream } = compressedResponse();
    let calls = 0;
    const onDrain = () => (calls += 1);
    res.once("drain", onDrain);
    stream.emit("drain");
    stream.emit("drain");
    res.off("drain", onDrain);
    expect(calls).toBe(1);
    expect(stream.listenerCount("drain")).toBe(0);
  });

  it("leaves other events on the response", () => {
    const { res, stream } = compressedResponse();
    const onFinish = () => {};
    res.on("finish", onFinish);
    expect(res.listenerCount("finish")).toBe(1);
    res.off("finish", onFinish);
    expect(res.listenerCount("finish")).toBe(0);
    expect(stream.listenerCount("finish")).toBe(0);
  });
});
