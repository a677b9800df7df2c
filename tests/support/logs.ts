// A pino logger that keeps its lines for a test to read.
import { Writable } from "node:stream";
import pino from "pino";

/** One line a pino logger wrote, parsed (level 30 info, 40 warn, 50 error). */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export const LOG_LEVELS = { info: 30, warn: 40, error: 50 } as const;

/** A logger that keeps what it writes, for a test to read (pass it to startAppWith or a job runner). */
export function captureLogs() {
  const lines: LogLine[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n")) if (line.trim()) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return {
    logger: pino({ level: "trace" }, destination),
    lines,
    text: () => lines.map((line) => JSON.stringify(line)).join("\n"),
  };
}
