import { spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";

// Runs the demo page's API snippets as a visitor would paste them (tests/e2e/api-snippets.spec.ts). Test-only.

const TOOLS = { bash: "bash", curl: "curl", python3: "python3" } as const;

type Run = { stdout: string; stderr: string; code: number | null };

function run(command: string, args: string[], input = "", env: NodeJS.ProcessEnv = process.env): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, timeout: 20_000 });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ stdout, stderr, code }));
    // A process that exits without reading all its input fails by its exit code, not with EPIPE here.
    child.stdin.on("error", () => {});
    child.stdin.end(input);
  });
}

/** Fails, saying how to install it, when the machine lacks a tool the snippets need (never skips). */
export function requireTool(tool: keyof typeof TOOLS): void {
  const found = (process.env.PATH ?? "").split(delimiter).some((folder) => {
    try {
      accessSync(join(folder, tool), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
  if (!found)
    throw new Error(`${tool} is needed to run the API snippets: on Debian, apt-get install -y ${TOOLS[tool]}`);
}

async function succeed(what: string, running: Promise<Run>): Promise<string> {
  const { stdout, stderr, code } = await running;
  if (code !== 0) throw new Error(`${what} exited with ${code}:\n${stderr}\n${stdout}`);
  return stdout;
}

/** Runs a curl snippet with `bash -c` and returns the JSON it printed. */
export async function runCurl(snippet: string): Promise<unknown> {
  requireTool("bash");
  requireTool("curl");
  // No proxy from the environment: the test server is on loopback.
  const env = { ...process.env, NO_PROXY: "*", no_proxy: "*" };
  return JSON.parse(await succeed("the curl snippet", run("bash", ["-c", snippet], "", env)));
}

// Loaded before the snippet: console.log writes its value as JSON, so the test can read back what the snippet logs.
const JSON_CONSOLE = `data:text/javascript,${encodeURIComponent(
  "console.log = (value) => process.stdout.write(JSON.stringify(value));",
)}`;

/** Runs a JavaScript snippet as an ES module in this Node and returns the value it logged. */
export async function runJavaScript(snippet: string): Promise<unknown> {
  const args = ["--import", JSON_CONSOLE, "--input-type=module"];
  return JSON.parse(await succeed("the JavaScript snippet", run(process.execPath, args, snippet)));
}

/** What a Python snippet sent with requests.post, and the answer it printed (run-python-snippet.py). */
export type PythonRun = { sent: { url: string; json: unknown; timeout: unknown }[]; printed: unknown };

/** Parses and runs a Python snippet with a stand-in for `requests` that really posts (run-python-snippet.py). */
export async function runPython(snippet: string): Promise<PythonRun> {
  requireTool("python3");
  const runner = fileURLToPath(new URL("run-python-snippet.py", import.meta.url));
  return JSON.parse(await succeed("the Python snippet", run("python3", [runner], snippet))) as PythonRun;
}
