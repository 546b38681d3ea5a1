/**
 * A measured task that is not the CLI, run by the bench as a whole process (bench/measure.ts
 * `runProcess`), so its wall time, CPU time and peak RSS are its own.
 *
 *   node dist-bench/bench/child.js bare-parse <file>
 *
 * `bare-parse` is the floor of any audit: gunzip and `JSON.parse` every line, nothing else. It prints
 * one JSON line `{ task, lines, events }`, where `events` counts what an audit scores: the messages
 * of AgentLeak traces (`channel_messages`) and the `event` records of leakscope traces.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';

/** Events in one parsed line: an AgentLeak trace's messages, or 1 for a leakscope `event` record. */
function eventsIn(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const record = value as { channel_messages?: unknown; type?: unknown };
  if (Array.isArray(record.channel_messages)) return record.channel_messages.length;
  return record.type === 'event' ? 1 : 0;
}

async function bareParse(file: string): Promise<{ lines: number; events: number }> {
  const input = createReadStream(file);
  const stream = file.endsWith('.gz') ? input.pipe(createGunzip()) : input;
  let lines = 0;
  let events = 0;
  for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) {
    if (line.length === 0) continue;
    events += eventsIn(JSON.parse(line));
    lines += 1;
  }
  return { lines, events };
}

async function main(): Promise<void> {
  const [task, file] = process.argv.slice(2);
  if (task !== 'bare-parse' || file === undefined) throw new Error(`usage: child.js bare-parse <file> (got ${JSON.stringify(process.argv.slice(2))})`);
  process.stdout.write(`${JSON.stringify({ task, ...(await bareParse(file)) })}\n`);
}

await main();
