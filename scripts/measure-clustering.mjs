#!/usr/bin/env node
// Measures the utterance clustering of the emulated cloud (issue 24, docs/adr/0020-utterance-clustering.md)
// against labelled utterances: how far its clusters agree with the intents (NMI, ARI) and how long it takes.
//
//   npm run measure:clustering -- <file.json> [k] [--split val] [--domains work,home --domains-file domains.json]
//                                  [--limit 10000] [--seeds 1,2,3] [--options '{"restarts":8}']
//
// <file.json>: a JSON array of [text, intent] rows (CLINC150's format), or an object of such arrays, one of
// which --split names (default "val"). --domains keeps the rows whose intent belongs to one of the named
// domains of --domains-file (an object: domain → its intents). --limit keeps the first N rows. k defaults to the
// number of distinct intents. --seeds runs once per seed and prints the mean (and the range): how much a figure
// owes to the seeding. --options is passed to clusterUtterances as it is (JSON), to compare configurations.
// The clustering gets the texts only; the intents are read here, to score its answer.
//
// Time is wall-clock and CPU time of the one call (CPU time includes the garbage collector's threads; on a busy
// machine it is the steadier of the two). Needs Node 24, which runs the TypeScript module directly: `npm run`
// uses the project's own Node.
// Data: CLINC150 (Larson et al., EMNLP-IJCNLP 2019, CC BY 3.0; see the README's data credits).

import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

import {
  adjustedRandIndex,
  normalizedMutualInformation,
} from '../src/emulator/modules/utterance-training/cluster-quality.ts';
import { clusterUtterances } from '../src/emulator/modules/utterance-training/clustering.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    split: { type: 'string', default: 'val' },
    domains: { type: 'string' },
    'domains-file': { type: 'string' },
    limit: { type: 'string' },
    options: { type: 'string', default: '{}' },
    seeds: { type: 'string' },
  },
});

const [file, kArgument] = positionals;
if (!file) {
  console.error(
    'Usage: npm run measure:clustering -- <file.json> [k] [--split val] [--domains a,b --domains-file f]',
  );
  process.exit(2);
}

const data = JSON.parse(readFileSync(file, 'utf8'));
let rows = Array.isArray(data) ? data : data[values.split];
if (!Array.isArray(rows)) {
  console.error(`${file} has no array "${values.split}" (it has: ${Object.keys(data).join(', ')}).`);
  process.exit(2);
}
if (values.domains) {
  if (!values['domains-file']) {
    console.error('--domains needs --domains-file (an object: domain → its intents).');
    process.exit(2);
  }
  const domains = JSON.parse(readFileSync(values['domains-file'], 'utf8'));
  const wanted = values.domains.split(',').map((name) => name.trim());
  const unknown = wanted.filter((name) => !Array.isArray(domains[name]));
  if (unknown.length) {
    console.error(`Unknown domain(s): ${unknown.join(', ')} (known: ${Object.keys(domains).join(', ')}).`);
    process.exit(2);
  }
  const intents = new Set(wanted.flatMap((name) => domains[name]));
  rows = rows.filter(([, intent]) => intents.has(intent));
}
if (values.limit) rows = rows.slice(0, Number(values.limit));

const texts = rows.map(([text]) => String(text));
const labels = rows.map(([, intent]) => String(intent));
const intentCount = new Set(labels).size;
const k = kArgument ? Number(kArgument) : intentCount;
if (!Number.isFinite(k) || rows.length === 0) {
  console.error(rows.length === 0 ? 'No rows to cluster.' : `k must be a number, not ${kArgument}.`);
  process.exit(2);
}
const options = JSON.parse(values.options);

const seeds = values.seeds ? values.seeds.split(',').map(Number) : [options.seed];
const runs = seeds.map((seed) => {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = clusterUtterances(texts, k, seed === undefined ? options : { ...options, seed });
  const elapsed = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    seed,
    result,
    nmi: normalizedMutualInformation(labels, result.assignments),
    ari: adjustedRandIndex(labels, result.assignments),
    elapsed,
    cpu: (cpu.user + cpu.system) / 1000,
  };
});
const mean = (pick) => runs.reduce((sum, run) => sum + pick(run), 0) / runs.length;
const range = (pick) =>
  runs.length > 1
    ? ` (${Math.min(...runs.map(pick)).toFixed(4)}–${Math.max(...runs.map(pick)).toFixed(4)} over seeds ${seeds.join(',')})`
    : '';
const { clusters } = runs[0].result;
const sizes = clusters.map((cluster) => cluster.members.length);
console.log(`rows     ${texts.length} (${intentCount} intents)`);
console.log(
  `k        ${k} asked, ${clusters.length} clusters (sizes ${Math.min(...sizes)}–${Math.max(...sizes)})`,
);
console.log(`NMI      ${mean((run) => run.nmi).toFixed(4)}${range((run) => run.nmi)}`);
console.log(`ARI      ${mean((run) => run.ari).toFixed(4)}${range((run) => run.ari)}`);
const seconds = (milliseconds) => `${(milliseconds / 1000).toFixed(2)} s`;
console.log(
  `time     ${seconds(mean((run) => run.elapsed))}, CPU ${seconds(mean((run) => run.cpu))}` +
    (runs.length > 1 ? ' (means)' : ''),
);
console.log(`options  ${JSON.stringify(options)}`);
console.log(
  `names    ${clusters
    .slice(0, 8)
    .map((cluster) => cluster.name)
    .join(' | ')}`,
);
