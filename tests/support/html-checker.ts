import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

// Runs the Nu HTML checker (vnu-jar, the W3C validator's engine) once over many files: one JVM start
// for the whole site instead of one per page.

const run = promisify(execFile);

const VNU_JAR = fileURLToPath(new URL("../../node_modules/vnu-jar/build/dist/vnu.jar", import.meta.url));

/** What the checker says about one place in one file. */
export interface CheckerMessage {
  /** The checked file's path. */
  file: string;
  kind: "error" | "warning" | "info";
  /** Where the place ends (React writes a whole page on one line: the column finds it). */
  line: number | undefined;
  column: number | undefined;
  message: string;
  /** The markup around the place, as the checker quotes it. */
  extract: string;
}

interface VnuJsonMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  firstLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

// One short run: the quick JIT compiler alone halves the checker's CPU time here (same report). Its
// frames are larger, and the checker's schema evaluation recurses deeply: hence the bigger stack.
const JVM_OPTIONS = ["-XX:TieredStopAtLevel=1", "-Xss16m"];

const JAVA_MISSING =
  "The Nu HTML checker needs a Java runtime (11 or newer) and `java` was not found on PATH. " +
  "Install one, e.g. `apt-get install -y default-jre-headless` on Debian.";

function kindOf(message: VnuJsonMessage): CheckerMessage["kind"] {
  if (message.type === "info") return message.subType === "warning" ? "warning" : "info";
  return "error";
}

/** The checker's messages about `files`: errors (including files it could not read), warnings and notes. */
export async function checkHtmlFiles(files: readonly string[]): Promise<CheckerMessage[]> {
  // Exit status 1 means "found errors": the JSON report is the answer either way.
  const { stdout } = await run("java", [...JVM_OPTIONS, "-jar", VNU_JAR, "--format", "json", "--stdout", ...files], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: NodeJS.ErrnoException & { stdout?: string }) => {
    if (error.code === "ENOENT") throw new Error(JAVA_MISSING);
    if (!error.stdout) throw error;
    return { stdout: error.stdout };
  });
  const report = JSON.parse(stdout) as { messages: VnuJsonMessage[] };
  return report.messages.map((message) => ({
    file: message.url ? fileURLToPath(message.url) : "",
    kind: kindOf(message),
    line: message.lastLine ?? message.firstLine,
    column: message.lastColumn,
    message: message.message,
    extract: message.extract ?? "",
  }));
}
