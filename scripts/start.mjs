#!/usr/bin/env node
// npm start: build when the build is missing or older than the sources, then
// run the production server (which migrates and seeds before it listens) with
// the command of scripts/server-command.mjs, passing signals on to it.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serverCommand } from "./server-command.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverEntry = path.join(root, "build/server/index.js");
const SOURCES = ["app", "server", "db", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const buildTime = existsSync(serverEntry) ? statSync(serverEntry).mtimeMs : 0;
const sourceTime = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
if (buildTime < sourceTime) {
  console.log(buildTime ? "Sources changed since the last build; rebuilding..." : "No build yet; building...");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = serverCommand(root, { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" });
const child = spawn(server.command, server.args, { env: server.env, stdio: "inherit" });
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
