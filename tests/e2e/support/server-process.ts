// The built production server run as a process of a test's own, with settings the shared browser-test server does
// not have (an SMTP server, a broken setting), on a database of its own.
import { type ChildProcess, spawn } from "node:child_process";
import { serverCommand } from "../../../scripts/server-command.mjs";

export interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export const started: ChildProcess[] = [];

export function startServer(env: Record<string, string>): Running {
  const server = serverCommand(process.cwd(), {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    ...env,
  });
  const child = spawn(server.command, server.args, { env: server.env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  started.push(child);
  return { child, output: () => output, exited };
}

/** A fresh embedded database migrates and seeds before it is ready: allow a busy 2-core machine a minute. */
export async function waitUntilReady(port: number, running: Running) {
  for (let i = 0; i < 600; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (running.child.exitCode !== null) throw new Error(`server exited early:\n${running.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become ready:\n${running.output()}`);
}
