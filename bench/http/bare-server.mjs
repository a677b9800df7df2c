// The baseline: a bare node:http server, in its own process (like the production server, so neither shares
// an event loop with the load generator), answering each recorded URL with the recorded status, headers and
// compressed body bytes. Node adds Date, Connection, Keep-Alive and Transfer-Encoding itself, at the same
// place in the header block as for the production server.
//
// Started by bare.mjs with fork(): receives { port, recordings: { [url]: { status, statusMessage, rawHeaders,
// body (base64) } } } and answers { listening: port }.
import http from "node:http";

const ADDED_BY_NODE = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

process.once("message", ({ port, recordings }) => {
  const responses = new Map();
  let keepAliveSeconds = 5;
  for (const [url, recording] of Object.entries(recordings)) {
    const headers = [];
    for (let i = 0; i < recording.rawHeaders.length; i += 2) {
      const name = recording.rawHeaders[i];
      const value = recording.rawHeaders[i + 1];
      if (name.toLowerCase() === "keep-alive") keepAliveSeconds = Number(/timeout=(\d+)/.exec(value)?.[1] ?? 5);
      if (!ADDED_BY_NODE.has(name.toLowerCase())) headers.push(name, value);
    }
    responses.set(url, { ...recording, headers, body: Buffer.from(recording.body, "base64") });
  }

  const server = http.createServer((req, res) => {
    const response = responses.get(req.url);
    if (!response) return void res.writeHead(404).end();
    // writeHead before the body: the header block is sent without a length, so chunked, as the
    // production server's streamed compression sends it.
    res.writeHead(response.status, response.statusMessage, response.headers);
    res.end(response.body);
  });
  server.keepAliveTimeout = keepAliveSeconds * 1000;
  server.listen(port, "127.0.0.1", () => process.send({ listening: port }));
  process.on("disconnect", () => server.close(() => process.exit(0)));
});
