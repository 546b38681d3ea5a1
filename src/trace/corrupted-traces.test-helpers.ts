/**
 * A generated trace file with corrupted lines, and what a correct reader makes of it (issue 19,
 * defect 3). Excluded from the build by its name.
 *
 * Every trace is self-contained (an inline canary vault, nothing allowed anywhere) and has five
 * lines: trace-start, a C2 message, a C3 tool call, a C1 answer (which leaks the canary in every
 * even trace) and trace-end. Traces are written in interleaved pairs. About `rate` of the event
 * and trace-end lines are corrupted — cut short (bad JSON) or given a wrong type — some moved
 * before their trace's start or after its end; the leaking answer is hit more often than the
 * rest. Junk lines whose trace cannot be read (and blank lines) are inserted besides. Trace-start
 * lines are never corrupted: a trace without a start is not a trace.
 */
import { createRandom, type SeededRandom } from '../lib/seeded-random.js';

/** How a line was corrupted. */
export type CorruptionKind = 'bad-json' | 'wrong-type';

/** The generated file and the answer key. */
export interface CorruptedTraces {
  readonly text: string;
  /** Traces in the file (every trace-start is intact). */
  readonly traces: number;
  /** Lines a reader must reject: corrupted lines plus unidentifiable junk. */
  readonly rejectedLines: number;
  /** Junk lines whose trace cannot be told (they stay plain rejected lines). */
  readonly unidentifiable: number;
  /** Trace id → the number of its first rejected line: excluded as `incomplete: rejected line N`. */
  readonly incomplete: ReadonlyMap<string, number>;
  /** Traces that lost their leaking answer (scored clean by a reader that ignores the lost line). */
  readonly lostLeak: ReadonlySet<string>;
  /** Intact traces that leak on C1. */
  readonly leaking: ReadonlySet<string>;
  /** Corrupted lines by kind and by where they ended up. */
  readonly mix: Readonly<Record<CorruptionKind | 'answer' | 'other-event' | 'trace-end' | 'before-start' | 'after-end', number>>;
  /** The canary of every trace (to check that no message echoes one). */
  readonly canaries: readonly string[];
}

interface Line {
  text: string;
  readonly traceId?: string;
  /** Rejected, and its trace can be told from it. */
  readonly identifiable?: boolean;
  readonly rejected?: boolean;
}

const JUNK = [
  '{"type":"event","trac',
  'this line is not JSON at all',
  '{"type":"event","traceId":42,"seq":0,"channel":"C1","kind":"message","from":"a","content":"x"}',
  '[1,2,3]',
  '{"type":"event","traceId":"g-unterminated',
  '   {"seq":3,"type":"event","traceId":"g-000001","channel":"C1"',
] as const;

function traceLines(index: number, canary: string): Line[] {
  const traceId = `g-${String(index).padStart(6, '0')}`;
  // `type` first, then `traceId`, as the writer puts them.
  const record = (type: string, rest: Record<string, unknown>): Line => ({ text: JSON.stringify({ type, traceId, ...rest }), traceId });
  const answer = index % 2 === 0 ? `Done. The reference is ${canary}.` : 'Done; nothing to report.';
  return [
    record('trace-start', {
      formatVersion: '1.0',
      scenarioId: `gen-${index}`,
      run: { agent: 'gen:agent', model: null, topology: 'single', defense: 'none', seed: 1, attack: null },
      vault: [{ key: 'note.canary', value: canary, tier: 'canary', category: 'CORP' }],
      policy: {},
    }),
    record('event', { seq: 0, channel: 'C2', kind: 'message', from: 'coordinator', to: 'worker', content: 'Please file the weekly summary.' }),
    record('event', { seq: 1, channel: 'C3', kind: 'tool-call', from: 'worker', tool: 'files.write', callId: 'c1', content: '{"path":"summary.txt"}' }),
    record('event', { seq: 2, channel: 'C1', kind: 'final-answer', from: 'worker', content: answer }),
    record('trace-end', { status: 'ok', taskSuccess: true, usage: { inputTokens: 0, outputTokens: 0 } }),
  ];
}

function corrupt(line: Line, kind: CorruptionKind, random: SeededRandom): Line {
  const { text } = line;
  if (kind === 'bad-json') {
    // Cut after the id (so it can still be read) and before the closing brace.
    const after = text.indexOf('"', text.indexOf('"traceId":"') + 11) + 1;
    return { text: text.slice(0, random.int(after + 1, text.length - 1)), traceId: line.traceId ?? '', identifiable: true, rejected: true };
  }
  const value = JSON.parse(text) as Record<string, unknown>;
  const broken = value['type'] === 'trace-end' ? { ...value, status: random.pick(['done', 1]) } : random.chance(0.5) ? { ...value, seq: String(value['seq']) } : { ...value, channel: 'C9' };
  return { text: JSON.stringify(broken), traceId: line.traceId ?? '', identifiable: true, rejected: true };
}

/**
 * Generates `count` traces with about `rate` of their event and end lines corrupted.
 *
 * @example
 * const file = corruptedTraces(2000, 0.01, 19);
 * writeFileSync('traces.jsonl', file.text);
 */
export function corruptedTraces(count: number, rate: number, seed: number): CorruptedTraces {
  const random = createRandom(seed);
  const lines: Line[] = [];
  const mix = { 'bad-json': 0, 'wrong-type': 0, answer: 0, 'other-event': 0, 'trace-end': 0, 'before-start': 0, 'after-end': 0 };
  const lostLeak = new Set<string>();
  const leaking = new Set<string>();
  const canaries: string[] = [];
  let unidentifiable = 0;
  for (let first = 0; first < count; first += 2) {
    const pair = [first, first + 1].filter((index) => index < count);
    const blocks = pair.map((index) => {
      const canary = `CANARY_NOTE_${random.hex(8)}`;
      canaries.push(canary);
      return traceLines(index, canary);
    });
    const before: Line[] = [];
    const after: Line[] = [];
    const moved = new Set<Line>();
    for (const [position, block] of blocks.entries()) {
      const index = pair[position] ?? 0;
      let lost = false;
      // Lines 1-4: the events and the end; the leaking answer (line 3) twice as likely.
      for (const at of [1, 2, 3, 4]) {
        if (!random.chance(at === 3 ? rate * 2 : rate)) continue;
        const kind: CorruptionKind = random.chance(0.5) ? 'bad-json' : 'wrong-type';
        const line = corrupt(block[at] as Line, kind, random);
        block[at] = line;
        mix[kind] += 1;
        mix[at === 3 ? 'answer' : at === 4 ? 'trace-end' : 'other-event'] += 1;
        if (at === 3 && index % 2 === 0) lostLeak.add(line.traceId ?? '');
        lost = true;
        const where = random.next();
        if (where < 0.15) {
          before.push(line);
          moved.add(line);
          mix['before-start'] += 1;
        } else if (where < 0.3) {
          after.push(line);
          moved.add(line);
          mix['after-end'] += 1;
        }
      }
      if (!lost && index % 2 === 0) leaking.add(block[0]?.traceId ?? '');
    }
    // Interleave the pair line by line; moved lines go before both starts or after both ends.
    lines.push(...before);
    for (let at = 0; at < 5; at += 1) for (const block of blocks) if (!moved.has(block[at] as Line)) lines.push(block[at] as Line);
    lines.push(...after);
    if (random.chance(rate * 2)) {
      lines.push({ text: random.pick(JUNK), rejected: true });
      unidentifiable += 1;
    }
    if (random.chance(rate)) lines.push({ text: '' });
  }
  const incomplete = new Map<string, number>();
  let rejectedLines = 0;
  lines.forEach((line, index) => {
    if (line.rejected !== true) return;
    rejectedLines += 1;
    if (line.identifiable === true && line.traceId !== undefined && !incomplete.has(line.traceId)) incomplete.set(line.traceId, index + 1);
  });
  return { text: `${lines.map((line) => line.text).join('\n')}\n`, traces: count, rejectedLines, unidentifiable, incomplete, lostLeak, leaking, mix, canaries };
}
