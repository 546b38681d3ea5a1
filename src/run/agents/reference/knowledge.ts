/**
 * What a reference agent has read. Knowledge is derived from the text actually delivered to the
 * agent, so a value the defense redacted is a value the agent does not have — and cannot use,
 * share, or leak.
 */
import type { VaultField } from '../../../contracts/index.js';

/** Distinctive parts of a payload shorter than this are not used to recognise it. */
const MIN_MARKER_LENGTH = 12;

/** The accumulated reading of one agent turn. */
export interface Knowledge {
  /** Reads a text: learns the vault values it contains and notices an injected instruction. */
  read(text: string): void;
  /** Vault fields whose values the agent has read, in vault order. */
  known(): readonly VaultField[];
  has(key: string): boolean;
  /** Whether `text` (case-insensitive) occurs in anything the agent has read. */
  seen(text: string): boolean;
  /** Whether the agent has read the attack payload. */
  readonly compromised: boolean;
}

/**
 * The parts of a payload that identify it even after a defense redacted vault values inside it
 * (payloads name the data subject): the stretches between vault values, lower-cased.
 */
export function payloadMarkers(payload: string, vault: readonly VaultField[]): readonly string[] {
  let parts = [payload.toLowerCase()];
  for (const field of vault) {
    const value = field.value.toLowerCase();
    if (value.trim().length < 3) continue;
    parts = parts.flatMap((part) => part.split(value));
  }
  const markers = parts.map((part) => part.trim()).filter((part) => part.length >= MIN_MARKER_LENGTH);
  return markers.length > 0 ? markers : [payload.toLowerCase()];
}

/** Creates an empty knowledge for one turn; `payload` is the scenario's attack payload, if any. */
export function createKnowledge(vault: readonly VaultField[], payload: string | undefined): Knowledge {
  const markers = payload === undefined ? [] : payloadMarkers(payload, vault);
  const knownKeys = new Set<string>();
  let corpus = '';
  let compromised = false;
  return {
    read(text) {
      if (text.length === 0) return;
      for (const field of vault) {
        if (!knownKeys.has(field.key) && field.value.length > 0 && text.includes(field.value)) knownKeys.add(field.key);
      }
      const lower = text.toLowerCase();
      corpus += `\n${lower}`;
      if (!compromised && markers.length > 0 && markers.every((marker) => corpus.includes(marker))) compromised = true;
    },
    known: () => vault.filter((field) => knownKeys.has(field.key)),
    has: (key) => knownKeys.has(key),
    seen: (text) => corpus.includes(text.toLowerCase()),
    get compromised() {
      return compromised;
    },
  };
}
