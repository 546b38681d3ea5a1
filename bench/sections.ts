import { join } from 'node:path';
import type { BenchSection } from './section.js';
import { matcherSection } from './sections-matcher.js';
import { adaptersSection, semanticSection } from './sections-semantic.js';
import { repeatedGzip, runChild, SHARED_DATA } from './measure.js';
import { benchDefaultSection, guardSection, scenariosSection, stubThroughputSection } from './sections-run.js';
import { viewSection } from './sections-view.js';

const AGENTLEAK = join(SHARED_DATA, 'agentleak/traces.jsonl.gz');

const auditSection: BenchSection = {
  id: 'audit',
  title: 'audit on the AgentLeak release (4,979 runs → 9,958 traces)',
  needs: AGENTLEAK,
  run() {
    const bare = runChild('bare-parse', AGENTLEAK, 3);
    const full = runChild('audit', AGENTLEAK, 3);
    const embedded = runChild('audit-embedded', AGENTLEAK, 1);
    const mb = full.bytes / 1024 / 1024;
    console.log(`baseline gunzip + JSON.parse: ${bare.ms.toFixed(0)} ms, ${bare.items} lines, peak RSS ${bare.maxRssMB.toFixed(0)} MB`);
    console.log(
      `audit (detectors):           ${full.ms.toFixed(0)} ms, ${(full.items / (full.ms / 1000)).toFixed(0)} traces/s, ${(mb / (full.ms / 1000)).toFixed(2)} MB/s (gz), peak RSS ${full.maxRssMB.toFixed(0)} MB`,
    );
    console.log(`audit (embedded labels):     ${embedded.ms.toFixed(0)} ms, peak RSS ${embedded.maxRssMB.toFixed(0)} MB`);
    console.log(`ratio audit / bare parse:    ${(full.ms / bare.ms).toFixed(2)}× (target ≤ 3×)`);
    const big = repeatedGzip(AGENTLEAK, 10);
    try {
      const large = runChild('audit', big.path, 1);
      console.log(
        `audit on 10× input:          ${large.ms.toFixed(0)} ms, ${large.items} traces, peak RSS ${large.maxRssMB.toFixed(0)} MB (1× was ${full.maxRssMB.toFixed(0)} MB; target < 300 MB and flat)`,
      );
    } finally {
      big.cleanup();
    }
  },
};

export const BENCH_SECTIONS: readonly BenchSection[] = [auditSection, scenariosSection, benchDefaultSection, stubThroughputSection, guardSection, viewSection, matcherSection, semanticSection, adaptersSection];
