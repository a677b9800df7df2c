#!/usr/bin/env node
// Where a server's CPU time went, from a V8 .cpuprofile (bench/http/run.mjs with CPU_PROF_DIR): self time and
// total time (self plus callees, counted once per sample even through recursion) per function and per file,
// the top entries of each, as a share of the sampled time without the idle and GC pseudo-frames.
//
// FROM and TO (seconds since the profile started) keep only the measured load: start-up (module loading,
// migrations, the seed) would otherwise dwarf what a request costs. `node bench/http/profile-summary.mjs FILE
// timeline` prints the busy time per 4 s to find that window.
//
//   node bench/http/profile-summary.mjs /tmp/prof/CPU.*.cpuprofile [TOP=25] [FROM] [TO]
import { readFileSync } from "node:fs";

const [file, topArg, fromArg, toArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: node bench/http/profile-summary.mjs FILE.cpuprofile [top|timeline] [from s] [to s]");
  process.exit(2);
}
const TOP = Number(topArg === "timeline" ? 25 : (topArg ?? 25));
const FROM_US = Number(fromArg ?? 0) * 1e6;
const TO_US = toArg === undefined ? Infinity : Number(toArg) * 1e6;
const profile = JSON.parse(readFileSync(file, "utf8"));

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

/** The file a frame belongs to, shortened to what tells it apart: a package, or the path inside the build. */
function fileOf(url) {
  if (!url) return "(native)";
  const clean = url.replace(/^file:\/\//, "");
  const modules = clean.lastIndexOf("node_modules/");
  if (modules !== -1) {
    const rest = clean.slice(modules + "node_modules/".length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const build = clean.indexOf("/build/");
  if (build !== -1) return clean.slice(build + 1);
  return clean.startsWith("node:") ? clean : clean.split("/").slice(-2).join("/");
}
const IDLE = new Set(["(idle)", "(program)", "(garbage collector)"]);
const IDLE_FRAMES = new Set(["(idle)", "(program)"]);
const label = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || "(anonymous)"} ${fileOf(url)}:${lineNumber + 1}`;
};

// Time per sample: the gap to the next sample.
const weights = new Map();
const { samples, timeDeltas } = profile;
const timeline = new Map();
let at = 0;
for (let i = 0; i < samples.length; i++) {
  at += timeDeltas[i];
  const delta = timeDeltas[i + 1] ?? 0;
  const slot = Math.floor(at / 4e6) * 4;
  const idle = IDLE_FRAMES.has(nodes.get(samples[i]).callFrame.functionName);
  if (!idle) timeline.set(slot, (timeline.get(slot) ?? 0) + delta);
  if (at < FROM_US || at > TO_US) continue;
  weights.set(samples[i], (weights.get(samples[i]) ?? 0) + delta);
}
if (topArg === "timeline") {
  for (const [slot, busyUs] of timeline)
    console.log(`${String(slot).padStart(4)} s  ${(busyUs / 1000).toFixed(0)} ms busy`);
  process.exit(0);
}

const selfByFunction = new Map();
const totalByFunction = new Map();
const selfByFile = new Map();
const totalByFile = new Map();
let busy = 0;
let all = 0;
const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
for (const [id, weight] of weights) {
  const node = nodes.get(id);
  all += weight;
  if (IDLE.has(node.callFrame.functionName)) {
    add(selfByFunction, node.callFrame.functionName, weight);
    continue;
  }
  busy += weight;
  add(selfByFunction, label(node), weight);
  add(selfByFile, fileOf(node.callFrame.url), weight);
  const seenFunctions = new Set();
  const seenFiles = new Set();
  for (let current = id; current !== undefined; current = parents.get(current)) {
    const frame = nodes.get(current);
    if (frame.callFrame.functionName === "(root)") continue;
    const name = label(frame);
    const fileName = fileOf(frame.callFrame.url);
    if (!seenFunctions.has(name)) {
      add(totalByFunction, name, weight);
      seenFunctions.add(name);
    }
    if (!seenFiles.has(fileName)) {
      add(totalByFile, fileName, weight);
      seenFiles.add(fileName);
    }
  }
}

const ms = (us) => (us / 1000).toFixed(0).padStart(7);
const share = (us) => `${((us / busy) * 100).toFixed(1).padStart(5)} %`;
function print(title, map) {
  console.log(`\n${title}`);
  const rows = [...map].filter(([key]) => !IDLE.has(key)).sort((a, b) => b[1] - a[1]);
  for (const [key, value] of rows.slice(0, TOP)) console.log(`${ms(value)} ms ${share(value)}  ${key}`);
}
const idle = [...IDLE].reduce((sum, key) => sum + (selfByFunction.get(key) ?? 0), 0);
console.log(
  `${file}: ${(all / 1000).toFixed(0)} ms sampled, ${(busy / 1000).toFixed(0)} ms in JavaScript and native code ` +
    `(shares below are of that), ${(idle / 1000).toFixed(0)} ms idle / program / GC ` +
    `(GC ${((selfByFunction.get("(garbage collector)") ?? 0) / 1000).toFixed(0)} ms)`,
);
print(`top ${TOP} functions by self time`, selfByFunction);
print(`top ${TOP} functions by total time`, totalByFunction);
print(`top ${TOP} files by self time`, selfByFile);
print(`top ${TOP} files by total time`, totalByFile);
