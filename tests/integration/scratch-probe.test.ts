import { connect } from "node:net";
import { it } from "vitest";
import { getTestApp } from "../setup/test-app.ts";

function raw(baseUrl: string, text: string): Promise<string> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1", () => socket.write(text));
    let out = "";
    socket.on("data", (c) => (out += c.toString()));
    socket.on("end", () => resolve(out));
    socket.on("error", reject);
    setTimeout(() => { socket.destroy(); resolve(out); }, 3000);
  });
}

it("probe", async () => {
  const { baseUrl } = await getTestApp();
  const cases = [
    "GET / HTTP/1.1\r\nConnection: close\r\n\r\n",
    "GET / HTTP/1.0\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: [::1\r\nConnection: close\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    "TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    "PROPFIND / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    "PUT /contact HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
    "DELETE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    "OPTIONS / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    "PATCH /api/estimates HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
    "FOO / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    "CONNECT localhost:80 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    "GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: evil.example:99999\r\nConnection: close\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: localhost/abc\r\nConnection: close\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: user@localhost\r\nConnection: close\r\n\r\n",
  ];
  for (const c of cases) {
    const out = await raw(baseUrl, c);
    console.log(JSON.stringify(c.split("\r\n").slice(0,2)), "=>", out.split("\r\n")[0], out.match(/Allow: .*/)?.[0] ?? "");
  }
});
