import type { IncomingMessage } from "node:http";

/** Express's compiled "trust proxy" setting: whether the address at this hop (0 = the socket) is a proxy of ours. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * The client's address of a request Express has not seen (one the response cache answers), read as
 * Express reads req.ip: from the socket back through X-Forwarded-For while each hop is a trusted proxy.
 */
export function clientAddressOf(req: IncomingMessage, trust: TrustProxy): string {
  const chain = [req.socket.remoteAddress ?? ""];
  const forwarded = req.headers["x-forwarded-for"];
  if (typeof forwarded === "string") {
    chain.push(
      ...forwarded
        .split(",")
        .map((address) => address.trim())
        .reverse(),
    );
  }
  for (let hop = 0; hop < chain.length - 1; hop++) {
    if (!trust(chain[hop]!, hop)) return chain[hop]!;
  }
  return chain.at(-1)!;
}
