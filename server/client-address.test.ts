import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddressOf } from "./client-address";

function request(socket: string, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress: socket },
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  } as unknown as IncomingMessage;
}

describe("the client address of a raw request", () => {
  it("is the socket's address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddressOf(request("198.51.100.1", "203.0.113.9"), () => false)).toBe("198.51.100.1");
  });

  it("walks back through trusted proxies, as Express's req.ip does", () => {
    const oneHop = (_: string, hop: number) => hop < 1;
    expect(clientAddressOf(request("10.0.0.1", "203.0.113.9, 198.51.100.5"), oneHop)).toBe("198.51.100.5");
    const all = () => true;
    expect(clientAddressOf(request("10.0.0.1", "203.0.113.9, 198.51.100.5"), all)).toBe("203.0.113.9");
    expect(clientAddressOf(request("10.0.0.1"), all)).toBe("10.0.0.1");
  });
});
