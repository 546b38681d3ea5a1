/**
 * A worker thread of `guard replay --jobs N`: reads the same sources as every other worker and
 * replays the traces it owns with the same replayer as the replay's own thread; the parent sums
 * the results in input order.
 */
import { servePartition } from '../lib/partitioned-workers.js';
import { openTraceSource } from '../trace/source.js';
import { createTraceReplayer, type ReplayItemResult, type ReplayWorkerData } from './replay.js';

servePartition<ReplayWorkerData, ReplayItemResult>(async function* (data, owns) {
  const { sources, ...settings } = data;
  const replayer = createTraceReplayer(settings);
  let index = 0;
  for await (const item of openTraceSource(sources)) {
    if (owns(index)) yield await replayer.replay(item);
    index += 1;
  }
  return index;
});
