// A local HTTP proxy in front of the site, one per tool: it counts the tool's
// requests and answers by status, and keeps every 5xx answer (a crash under
// hostile input is a finding even when the tool does not report it).
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ServerError {
  method: string;
  path: string;
  status: number;
}

export interface ProxyTally {
  requests: number;
  byStatus: Map<number, number>;
  serverErrors: ServerError[];
}

export interface CountingProxy {
  url: string;
  tally: ProxyTally;
  stop(): Promise<void>;
}

const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authorization",
  "te",
  "trailer",
  "upgrade",
]);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

export async function startCountingProxy(siteUrl: string): Promise<CountingProxy> {
  const site = new URL(siteUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const tally: ProxyTally = { requests: 0, byStatus: new Map(), serverErrors: [] };

  const server = http.createServer((req, res) => {
    let target: URL;
    try {
      target = new URL(req.url ?? "", site);
    } catch {
      return void res.writeHead(400).end();
    }
    // Only the site: a tool that wanders off (an external link) is not let out.
    if (target.origin !== site.origin) return void res.writeHead(403).end("outside the scanned site");
    tally.requests += 1;
    const upstream = http.request(
      {
        host: site.hostname,
        port: site.port,
        method: req.method,
        path: target.pathname + target.search,
        headers: { ...endToEnd(req.headers), host: site.host },
        agent,
      },
      (answer) => {
        const status = answer.statusCode ?? 0;
        tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
        if (status >= 500) {
          tally.serverErrors.push({
            method: req.method ?? "",
            path: (target.pathname + target.search).slice(0, 300),
            status,
          });
        }
        res.writeHead(status, endToEnd(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      tally.byStatus.set(0, (tally.byStatus.get(0) ?? 0) + 1);
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tally,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
