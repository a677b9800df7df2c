// What the server said besides its access log: warnings and errors (pino, level ≥ 40) and anything that is
// not a JSON line (Node's own warnings on stderr), each distinct message once with how often it came.
import { readFileSync } from "node:fs";

export function logNotices(logFile) {
  let text;
  try {
    text = readFileSync(logFile, "utf8");
  } catch {
    return [];
  }
  const counts = new Map();
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("(Use `node --trace-warnings")) continue;
    let message;
    try {
      const entry = JSON.parse(line);
      if (entry.level < 40) continue;
      message = `${entry.level >= 50 ? "error" : "warn"}: ${entry.msg}${entry.err?.message ? ` (${entry.err.message})` : ""}`;
    } catch {
      // "(node:1234) Warning..." → the same message whatever the pid
      message = line.replace(/^\(node:\d+\) /, "");
    }
    counts.set(message, (counts.get(message) ?? 0) + 1);
  }
  return [...counts].map(([message, count]) => ({ message, count }));
}
