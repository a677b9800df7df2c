// Starts bare-server.mjs in its own process with the recorded responses and waits until it listens.
import { fork } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

export function startBareServer(recordings, port) {
  const child = fork(path.join(here, "bare-server.mjs"), [], { stdio: "inherit" });
  const payload = {};
  for (const [url, r] of recordings) payload[url] = { ...r, body: r.body.toString("base64") };
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the bare server exited (${code})`)));
    child.once("message", () => resolve({ baseUrl: `http://127.0.0.1:${port}`, stop: () => child.disconnect() }));
    child.send({ port, recordings: payload });
  });
}
