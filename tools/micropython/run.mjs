#!/usr/bin/env node
// Run a Python script in real MicroPython 1.27: the official WebAssembly build
// (@micropython/micropython-webassembly-pyscript), under Node.js.
//
//   node tools/micropython/run.mjs [--heap BYTES] [--timeout SECONDS]
//                                  [--path DIR_OR_FILE]... SCRIPT.py|-
//
// Each --path (a directory tree or a single file) is copied into MicroPython's
// in-memory filesystem under "/" by its base name, and "/" is on sys.path:
// `--path /work/main/yahtzee_core` becomes /yahtzee_core, so
// `import yahtzee_core` works. The guest's stdout and stderr go to ours.
//
// --heap is the initial GC heap (default 1 MiB). This build grows its heap on
// demand (split heap), so it does not emulate a small device, and
// gc.mem_free() counts the room to grow. Use heap_lock() to prove code
// allocation-free, not a small --heap.
//
// Exit status: 0 on success (or SystemExit(0)); 1 if the script raised (the
// traceback goes to stderr); N for SystemExit(N); 2 on timeout; 64 bad usage.
//
// PITFALL: under micropython.heap_lock(), an uncaught MemoryError hangs this
// build forever (reporting it needs the locked heap). Guest scripts must catch
// MemoryError themselves, unlock, then report. Note that the handler itself
// must not allocate: at module level `except MemoryError as e:` or assigning
// a new global inside the handler allocates (a dict slot) and so hangs too;
// do the locked work inside a function. The --timeout watchdog (default 300 s)
// turns such a hang into exit status 2.
//
// The interpreter runs in a worker thread so that the main thread can
// terminate it: a hung WebAssembly call never yields to the event loop.

import fs from "node:fs";
import path from "node:path";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";

const USAGE =
  "usage: node run.mjs [--heap BYTES] [--timeout SECONDS] [--path DIR_OR_FILE]... SCRIPT.py|-";

function usage(message) {
  process.stderr.write(`run.mjs: ${message}\n${USAGE}\n`);
  process.exit(64);
}

function parseArgs(argv) {
  const opts = { heap: 1024 * 1024, timeout: 300, paths: [], script: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) usage(`${arg} needs a value`);
      return argv[++i];
    };
    if (arg === "--heap") {
      opts.heap = Number(value());
      if (!(Number.isInteger(opts.heap) && opts.heap > 0)) {
        usage("--heap must be a positive integer");
      }
    } else if (arg === "--timeout") {
      opts.timeout = Number(value());
      if (!(opts.timeout > 0)) usage("--timeout must be a positive number");
    } else if (arg === "--path") {
      const p = path.resolve(value());
      if (!fs.existsSync(p)) usage(`no such path: ${p}`);
      opts.paths.push(p);
    } else if (arg === "-h" || arg === "--help") {
      process.stdout.write(USAGE + "\n");
      process.exit(0);
    } else if (arg.startsWith("--")) {
      usage(`unknown option ${arg}`);
    } else if (opts.script === null) {
      opts.script = arg;
    } else {
      usage(`unexpected argument ${arg}`);
    }
  }
  if (opts.script === null) usage("no script given");
  if (opts.script !== "-" && !fs.existsSync(opts.script)) usage(`no such script: ${opts.script}`);
  const names = opts.paths.map((p) => path.basename(p));
  const dup = names.find((n, i) => names.indexOf(n) !== i);
  if (dup !== undefined) usage(`two --path entries share the base name ${dup}`);
  return opts;
}

function main() {
  const opts = parseArgs(process.argv.slice(2));
  const source = fs.readFileSync(opts.script === "-" ? 0 : opts.script, "utf8");
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { heap: opts.heap, paths: opts.paths, source },
  });
  let status = 1; // stays 1 if the worker dies without reporting
  const watchdog = setTimeout(() => {
    process.stderr.write(
      `run.mjs: timed out after ${opts.timeout} s; killed MicroPython. (An uncaught ` +
        "MemoryError under micropython.heap_lock() hangs this build: catch it in the script.)\n",
    );
    status = 2;
    worker.terminate();
  }, Math.min(opts.timeout * 1000, 2 ** 31 - 1)); // setTimeout's maximum delay
  worker.on("message", (msg) => {
    if (msg.stdout) process.stdout.write(msg.stdout);
    if (msg.stderr) process.stderr.write(msg.stderr);
    if (msg.status !== undefined) status = msg.status;
  });
  worker.on("error", (err) => {
    process.stderr.write(`run.mjs: ${err && err.stack ? err.stack : err}\n`);
    status = 1;
  });
  worker.on("exit", () => {
    clearTimeout(watchdog);
    process.exitCode = status;
  });
}

// Byte sink that forwards whole lines (and, on flush, any partial line).
function sink(stream) {
  let bytes = [];
  const flush = () => {
    if (bytes.length) parentPort.postMessage({ [stream]: Uint8Array.from(bytes) });
    bytes = [];
  };
  const write = (chunk) => {
    for (const b of chunk) {
      bytes.push(b);
      if (b === 10) flush();
    }
  };
  return { write, flush };
}

function copyInto(FS, src, dest) {
  if (fs.statSync(src).isDirectory()) {
    FS.mkdir(dest);
    for (const name of fs.readdirSync(src)) {
      if (name === "__pycache__" || name.startsWith(".")) continue;
      copyInto(FS, path.join(src, name), `${dest}/${name}`);
    }
  } else {
    FS.writeFile(dest, fs.readFileSync(src));
  }
}

// Exit status for a SystemExit traceback, or null for any other exception.
function systemExitStatus(err) {
  if (err.type !== "SystemExit") return null;
  const arg = err.message.trimEnd().split("\n").pop().replace(/^SystemExit:?\s*/, "");
  if (arg === "" || arg === "None") return 0;
  return /^-?\d+$/.test(arg) ? Number(arg) & 0xff : null;
}

async function workerMain() {
  const { heap, paths, source } = workerData;
  const out = sink("stdout");
  const err = sink("stderr");
  const { loadMicroPython } = await import("@micropython/micropython-webassembly-pyscript");
  const mp = await loadMicroPython({
    heapsize: heap,
    stdout: out.write,
    stderr: err.write,
    linebuffer: false,
  });
  for (const p of paths) copyInto(mp.FS, p, "/" + path.basename(p));
  mp.runPython("import sys\nif '/' not in sys.path: sys.path.insert(0, '/')\ndel sys");
  let status = 0;
  try {
    mp.runPython(source);
  } catch (e) {
    if (e.name !== "PythonError") throw e;
    status = systemExitStatus(e);
    if (status === null) {
      out.flush();
      err.write(Buffer.from(e.message));
      status = 1;
    }
  }
  out.flush();
  err.flush();
  parentPort.postMessage({ status });
}

if (isMainThread) main();
else await workerMain();
