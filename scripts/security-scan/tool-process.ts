// Runs one scanner process with its output in a log file, stopped after a time limit.
import { spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";

export interface ToolRun {
  exitCode: number | null;
  timedOut: boolean;
  seconds: number;
}

/** The environment without proxy settings: the tools must go through our proxy, and only to the site. */
function toolEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  for (const name of Object.keys(env)) if (/^(https?|no|all)_proxy$/i.test(name)) delete env[name];
  return env;
}

export function runTool(
  command: string,
  args: string[],
  logFile: string,
  timeoutMs: number,
  env: Record<string, string> = {},
): Promise<ToolRun> {
  const started = performance.now();
  const log = openSync(logFile, "w");
  const child = spawn(command, args, { stdio: ["ignore", log, log], env: toolEnv(env) });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill("SIGKILL");
  }, timeoutMs);
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      closeSync(log);
      finish();
    };
    child.on("error", (error) =>
      settle(() =>
        reject(new Error(`${command} could not be started (apt-get install sqlmap wapiti): ${error.message}`)),
      ),
    );
    child.on("exit", (exitCode) =>
      settle(() => resolve({ exitCode, timedOut, seconds: (performance.now() - started) / 1000 })),
    );
  });
}
