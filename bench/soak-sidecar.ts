/**
 * The soak of `leakscope guard serve` (the HTTP sidecar): the tests' patient policy
 * (test/fixtures/guard/policy.json), and a mix of `POST /v1/observe` and `POST /v1/inspect` with
 * content no other request has, so a store that keeps every distinct record shows in RSS:
 *
 *   4 in 10  observe  a C4 read of a record no other request reads (its own `source`), with the vault's
 *                     name and diagnosis, for a purpose of its own (the task statement and its context,
 *                     16 KB, which every record of the read keeps); one in 40 of them also carries an
 *                     SSN no vault holds (the guard learns it)
 *   2 in 10  inspect  an allowed e-mail to the patient (PASS)
 *   2 in 10  inspect  the vault's SSN to an insurer (BLOCK)
 *   1 in 10  inspect  the vault's diagnosis code to an insurer (ABSTRACT)
 *   1 in 10  inspect  an SSN learned by an observe at least 99 requests earlier (BLOCK)
 *
 * Learning is kept to one request in 100: on the shared 2-core machine an observe that learns a
 * new SSN took about 100 ms of the guard's CPU (one that learns nothing, under 0.5 ms), so with
 * every observe learning the sidecar did 14–61 requests per second, and the soak measured that
 * instead of the stores.
 *
 * The rate limit is raised out of the way (`--rate 1000000`): the soak measures the server, not its
 * token bucket.
 */
import { join } from 'node:path';
import { PROJECT_ROOT } from './measure.js';
import type { Attempt } from './soak-load.js';
import { startSoakServer } from './soak-server.js';
import type { RunningTarget, SoakTarget } from './soak-target.js';

const POLICY = join(PROJECT_ROOT, 'test/fixtures/guard/policy.json');
const VAULT_SSN = '787-08-3753';
/** One request in this many is an observe that carries a new SSN (index ≡ 0); an inspect of a learned SSN reaches this far back and more. */
const LEARN_EVERY = 100;
const REQUEST_TIMEOUT_MS = 30_000;
/** The context an agent's task statement carries, repeated to {@link PURPOSE_BYTES}. */
const TASK = 'Answer the patient about the next appointment, using the visit history, the referral letters and the insurer correspondence attached below. ';
const PURPOSE_BYTES = 16 * 1024;
const NOTE =
  'The follow-up covered the treatment plan, the next appointment and the insurance paperwork; ' +
  'the patient asked for the lab results to be sent before the visit and confirmed the pharmacy on file. ';

/**
 * A valid SSN (area 101–600, group 10–98, serial 1000–9999) that no two indices below 44,500 × 9,000
 * share, and that no vault of the policy holds.
 *
 * @example ssnFor(0) // '101-10-1000'
 */
export function ssnFor(index: number): string {
  const area = 101 + (index % 500);
  const group = 10 + (Math.floor(index / 500) % 89);
  const serial = 1000 + (Math.floor(index / 44_500) % 9000);
  return `${area}-${group}-${serial}`;
}

/** One request of the mix: its route, body and the answer a correct sidecar gives. */
interface SidecarRequest {
  readonly kind: string;
  readonly path: '/v1/inspect' | '/v1/observe';
  readonly body: Record<string, string>;
  /** The decision of an inspect; undefined for an observe. */
  readonly expected?: 'PASS' | 'BLOCK' | 'ABSTRACT';
}

/** Request `index` of the mix (see the module comment). */
export function sidecarRequest(index: number): SidecarRequest {
  const slot = index % 10;
  const flow = (recipient: string, content: string) => ({ channel: 'C3', sender: 'assistant', recipient, content });
  if (slot < 4) {
    const ssn = index % LEARN_EVERY === 0 ? ` Member SSN ${ssnFor(index)}.` : '';
    const content = `Record ${index}: Colleen Nguyen, dx E11.9.${ssn} ${NOTE.repeat(4)}`;
    const purpose = `Request ${index}: ${TASK.repeat(Math.ceil(PURPOSE_BYTES / TASK.length))}`.slice(0, PURPOSE_BYTES);
    return { kind: 'observe', path: '/v1/observe', body: { channel: 'C4', source: `ehr.read/record-${index}`, recipient: 'assistant', content, purpose } };
  }
  if (slot < 6) return { kind: 'inspect allowed', path: '/v1/inspect', body: flow('colleen.nguyen@example.org', `Dear Colleen Nguyen, your appointment ${index} is confirmed.`), expected: 'PASS' };
  if (slot < 8) return { kind: 'inspect vault SSN', path: '/v1/inspect', body: flow('billing@insurer.example', `Claim ${index}: patient SSN ${VAULT_SSN}.`), expected: 'BLOCK' };
  if (slot < 9) return { kind: 'inspect diagnosis', path: '/v1/inspect', body: flow('billing@insurer.example', `Visit ${index}: Dx E11.9.`), expected: 'ABSTRACT' };
  // The latest learning observe at least 99 requests back: long answered, whatever the concurrency.
  const learner = Math.floor((index - (LEARN_EVERY - 1)) / LEARN_EVERY) * LEARN_EVERY;
  const learned = learner >= 0 ? ssnFor(learner) : VAULT_SSN;
  return { kind: 'inspect learned SSN', path: '/v1/inspect', body: flow('billing@insurer.example', `Claim ${index}: member SSN ${learned}.`), expected: 'BLOCK' };
}

/** The failure kind of a non-2xx answer: its status and the sidecar's error code. */
function httpFailure(status: number, text: string): string {
  try {
    const code = (JSON.parse(text) as { error?: { code?: unknown } }).error?.code;
    return typeof code === 'string' ? `http-${status} ${code}` : `http-${status}`;
  } catch {
    return `http-${status}`;
  }
}

async function send(url: string, index: number): Promise<Attempt> {
  const request = sidecarRequest(index);
  const response = await fetch(`${url}${request.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request.body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  if (response.status !== 200) return { kind: request.kind, error: httpFailure(response.status, text) };
  let answer: { decision?: unknown; records?: unknown; error?: unknown };
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    return { kind: request.kind, error: 'answer not JSON' };
  }
  if (request.expected === undefined) {
    if (answer.error !== undefined) return { kind: request.kind, error: 'observe error' };
    return Array.isArray(answer.records) ? { kind: request.kind, outcome: 'recorded' } : { kind: request.kind, error: 'observe answer without records' };
  }
  if (answer.decision === request.expected) return { kind: request.kind, outcome: request.expected };
  return { kind: request.kind, error: `unexpected decision ${String(answer.decision)} (expected ${request.expected})` };
}

/** `leakscope guard serve --policy test/fixtures/guard/policy.json --port 0 --rate 1000000`. */
export const sidecarTarget: SoakTarget = {
  id: 'sidecar',
  title: 'leakscope guard serve (HTTP sidecar): /v1/observe and /v1/inspect, unique content per request',
  async start(): Promise<RunningTarget> {
    const server = await startSoakServer(['guard', 'serve', '--policy', POLICY, '--port', '0', '--rate', '1000000'], /on (http:\/\/127\.0\.0\.1:\d+) —/);
    return {
      server,
      attempt: (index) => send(server.url, index),
      close: async () => [],
    };
  },
};
