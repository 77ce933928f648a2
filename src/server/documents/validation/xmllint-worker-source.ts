/**
 * Plain JavaScript evaluated in a worker thread: one xmllint run that compiles GİB's schema once
 * and then validates document after document. xmllint only validates files named on its command
 * line, so it is given `slots` pairs of names: a gate (an emscripten device) and `d.xml`. The
 * gate's first read blocks (Atomics.wait) until the parent hands over the next document's bytes on
 * `port`, writes it as the in-memory file `d.xml` (one copy; a device would be read a byte per
 * call, which cost more than parsing the document) and reads as `<g/>` itself, whose own verdict
 * is ignored. A document's output is posted back when xmllint prints its verdict or opens the
 * next gate, whichever comes first.
 */
export const XMLLINT_WORKER_SOURCE = `
const { parentPort, workerData, receiveMessageOnPort } = require('node:worker_threads');
const Module = require(workerData.modulePath);
const { port, signal, files, schema, slots, initialPages, maxPages } = workerData;
const DOCUMENT = 'd.xml';
const GATE_BYTES = Buffer.from('<g/>');
const gates = Array.from({ length: slots }, (_, i) => 'g' + (i + 1));
const names = gates.flatMap((g) => [g, DOCUMENT]);
let seen = 0;
let current = null;
let output = '';
let fs = null;

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

function gate() {
  let at = -1;
  return () => {
    if (at === -1) {
      flush();
      const doc = nextDocument();
      try {
        fs.FS_unlink('/' + DOCUMENT);
      } catch {}
      fs.FS_createDataFile('/', DOCUMENT, doc.xml, true, false, true);
      current = { id: doc.id };
      at = 0;
    }
    return at < GATE_BYTES.length ? GATE_BYTES[at++] : null;
  };
}

const isGateLine = (text) => /^g\\d+[: ]/.test(text);

Module({
  inputFiles: files,
  arguments: ['--schema', schema, '--noout', ...names],
  print() {},
  printErr(text) {
    if (isGateLine(text)) return;
    output += text + '\\n';
    if (current && (text === DOCUMENT + ' validates' || text === DOCUMENT + ' fails to validate'))
      flush();
  },
  onRuntimeInitialized() {
    fs = this;
    for (const name of gates) this.FS_createDevice('/', name, gate(), null);
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
