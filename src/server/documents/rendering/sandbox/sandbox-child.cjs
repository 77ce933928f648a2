'use strict';
// One stylesheet process of the pool (sandbox-pool.ts). Plain JavaScript so it runs without a
// TypeScript loader under Node's permission model: it may read only saxon-js and this file, has
// no environment, no child processes, no workers and no file writes. Jobs arrive over IPC, one at
// a time; the parent kills this process on timeout. argv: saxon-js's main file.
const Module = require('node:module');

// Nothing here needs the network: refused before saxon-js loads, whether or not the OS gave this
// process its own network namespace. saxon-js asks for axios at start-up (for http: URIs only).
const REFUSED =
  /^(node:)?(http|https|http2|net|tls|dns|dgram|child_process|worker_threads|cluster|inspector)(\/|$)/;
const refuse = (what) => {
  throw new Error(`${what} is not available to stylesheets`);
};
const offline = new Proxy(() => refuse('the network'), { get: () => () => refuse('the network') });
const load = Module._load;
Module._load = function loadChecked(request, ...rest) {
  if (request === 'axios') return offline;
  if (REFUSED.test(request)) refuse(request);
  return load.call(this, request, ...rest);
};
for (const name of ['fetch', 'WebSocket', 'EventSource', 'XMLHttpRequest']) delete globalThis[name];

const SaxonJS = require(process.argv[2]);
const platform = SaxonJS.getPlatform();
const compiler = platform.resource('compiler');
(function addParentPointers(node) {
  for (const child of node.C || []) {
    child.parentNode = node;
    addParentPointers(child);
  }
})(compiler);

// The same steps as xslt3's -export, from text instead of a file; relocatable so the SEF holds
// no path of this machine.
async function compile(text) {
  const source = platform.parseXmlFromString(text);
  source._saxonBaseUri = 'file:///stylesheet.xsl';
  const stylesheetParams = new SaxonJS.XdmMap();
  stylesheetParams.inSituPut(SaxonJS.XS.QName.fromParts('', '', 'staticParameters'), [
    new SaxonJS.XdmMap(),
  ]);
  const options = SaxonJS.checkOptions({
    async: true,
    destination: 'application',
    initialMode: 'compile-complete',
    templateParams: { 'Q{}options': { noXPath: false, relocatable: true } },
    stylesheetParams,
    stylesheetInternal: compiler,
    tunnelParams: {},
    functionParams: {},
    stylesheetText: '',
  });
  SaxonJS.internalTransform(compiler, source, options);
  let result = (await options.resultPromise).principalResult;
  if (Array.isArray(result)) result = result[0];
  const sef = SaxonJS.XPath.sefToJSON(result.firstChild, false);
  addChecksum(sef);
  return JSON.stringify(sef);
}

// saxon-js refuses a SEF without its checksum (property Σ); the algorithm is xslt3's.
function addChecksum(sef) {
  const hash = (text, seed) => {
    let h = seed << 8;
    for (let i = 0; i < text.length; i++) h = (h << 1) + text.charCodeAt(i);
    return h;
  };
  const pair = (a, b, seed) => hash(a, seed) ^ hash(b, seed);
  let sum = 0;
  let seq = 0;
  const visit = (node) => {
    sum ^= pair(node.N, 'http://ns.saxonica.com/xslt/export', seq++);
    for (const key of Object.keys(node)) {
      if (key === 'N' || key === 'C' || key === '\u03a3') continue;
      sum ^= pair(key, '', seq);
      sum ^= hash(node[key], seq);
    }
    for (const child of node.C || []) visit(child);
    sum ^= 1;
  };
  visit(sef);
  sef['\u03a3'] = (sum < 0 ? 4294967295 + sum + 1 : sum).toString(16);
}

const sefs = new Map();
const SEF_LIMIT = 16;

function render(job) {
  let sef = sefs.get(job.hash);
  if (!sef) {
    if (job.sef === undefined) return { need: true };
    sef = JSON.parse(job.sef);
    if (sefs.size >= SEF_LIMIT) sefs.delete(sefs.keys().next().value);
    sefs.set(job.hash, sef);
  }
  const result = SaxonJS.transform(
    {
      stylesheetInternal: sef,
      sourceText: job.xml,
      destination: 'serialized',
      outputProperties: { method: 'html', 'html-version': 5 },
      deliverMessage: () => {},
    },
    'sync',
  );
  return { html: String(result.principalResult) };
}

// Errors that mean "too big", not "wrong": reported as a limit so the parent says so.
const LIMIT_ERROR = /Invalid string length|Maximum call stack|Array buffer allocation|heap/i;

async function run(job) {
  const reply = job.op === 'compile' ? { sef: await compile(job.text) } : render(job);
  const size = reply.sef ? reply.sef.length : reply.html ? reply.html.length : 0;
  if (size > job.maxChars) return { error: `output over ${job.maxChars} characters`, limit: true };
  return reply;
}

process.on('message', (job) => {
  run(job)
    .catch((err) => {
      if (job.op === 'render') sefs.delete(job.hash);
      const message = String((err && err.message) || err);
      return { error: message, limit: LIMIT_ERROR.test(message) };
    })
    .then((reply) => {
      const cpu = process.cpuUsage();
      process.send({ id: job.id, cpuMs: (cpu.user + cpu.system) / 1000, ...reply });
    });
});
// The parent went away (it crashed or closed the pool): nothing is left to work for.
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
