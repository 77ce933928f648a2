/**
 * Plain JavaScript evaluated in a worker thread: one xmllint run that compiles GİB's schema once
 * and then validates document after document. xmllint only validates files named on its command
 * line, so it is given `slots` file names, each an emscripten device whose first read blocks
 * (Atomics.wait) until the parent hands over the next document on `port`. A document's output is
 * posted back when xmllint prints its verdict or opens the next file, whichever comes first.
 */
export const XMLLINT_WORKER_SOURCE = `
const { parentPort, workerData, receiveMessageOnPort } = require('node:worker_threads');
const Module = require(workerData.modulePath);
const { port, signal, files, schema, slots, initialPages, maxPages } = workerData;
const names = Array.from({ length: slots }, (_, i) => 'd' + (i + 1) + '.xml');
let seen = 0;
let current = null;
let output = '';

function flush() {
  if (current) parentPort.postMessage({ id: current.id, output });
  else if (output) parentPort.postMessage({ preamble: output });
  current = null;
  output = '';
}

function nextDocument() {
  for (;;) {
    const message = receiveMessageOnPort(port);
    if (message) return message.message;
    Atomics.wait(signal, 0, seen);
    seen = Atomics.load(signal, 0);
  }
}

function device(name) {
  let bytes = null;
  let at = 0;
  return () => {
    if (bytes === null) {
      flush();
      const doc = nextDocument();
      current = { id: doc.id, name };
      bytes = Buffer.from(doc.xml, 'utf8');
    }
    return at < bytes.length ? bytes[at++] : null;
  };
}

Module({
  inputFiles: files,
  arguments: ['--schema', schema, '--noout', ...names],
  print() {},
  printErr(text) {
    output += text + '\\n';
    if (current && (text === current.name + ' validates' || text === current.name + ' fails to validate'))
      flush();
  },
  onRuntimeInitialized() {
    for (const name of names) this.FS_createDevice('/', name, device(name), null);
  },
  onExit(code) {
    flush();
    parentPort.postMessage({ exit: code });
  },
  onAbort(reason) {
    parentPort.postMessage({ abort: 'WASM Abort: ' + reason, id: current ? current.id : null });
  },
  wasmMemory: new WebAssembly.Memory({ initial: initialPages, maximum: maxPages }),
});
`;
