import type { BenchSection } from './section.js';
import { auditSection } from './sections-audit.js';
import { matcherSection } from './sections-matcher.js';
import { adaptersSection, semanticSection } from './sections-semantic.js';
import { benchDefaultSection, guardSection, scenariosSection, stubThroughputSection } from './sections-run.js';
import { viewSection } from './sections-view.js';

export const BENCH_SECTIONS: readonly BenchSection[] = [
  auditSection,
  scenariosSection,
  benchDefaultSection,
  stubThroughputSection,
  guardSection,
  viewSection,
  matcherSection,
  semanticSection,
  adaptersSection,
];
