/**
 * The read boundary: after each observation an agent receives (tool output, memory read,
 * inter-agent message) the facts it carried are recorded as five-field flow records, so the
 * write boundary knows what entered the agent's context and from where.
 */
import type { ChannelId, VaultField } from '../contracts/index.js';
import { isLearnedKey } from './extract.js';
import type { FlowRecord } from './types.js';

/** The deduplicated flow records of one agent session. */
export interface Inventory {
  /** Records in the order they were first seen. */
  readonly records: readonly FlowRecord[];
  /** Vault field keys that entered the context. */
  hasField(key: string): boolean;
  /** Mosaic fact texts (lower-cased) that entered the context. */
  hasFact(fact: string): boolean;
  /** Adds a record; false when an identical five-field record is already there. */
  add(record: FlowRecord): boolean;
  /**
   * Fields learned from what the agent read (`extract.ts`): identifiers and sensitive sentences
   * no vault named. Raw values: they never leave the guard except masked.
   */
  readonly learned: readonly VaultField[];
  /** Adds learned fields (the guard that reads them; guards sharing the inventory detect them too). */
  learn(fields: readonly VaultField[]): void;
  /** Marks a fact text as present in the context. */
  addFact(fact: string): void;
  /** Forgets everything (a new session). */
  clear(): void;
}

function recordKey(record: FlowRecord): string {
  const { sender, recipient, subject, type, transmissionPrinciple } = record;
  return JSON.stringify([sender, recipient, subject, type, transmissionPrinciple.purpose, transmissionPrinciple.channel, record.field]);
}

/**
 * Creates an empty inventory.
 *
 * @example
 * const inventory = createInventory();
 * inventory.add(observedFieldRecord(field, { source: 'patient_db.lookup', recipient: 'worker', channel: 'C4', purpose: 'book a follow-up' }));
 * inventory.hasField('diagnosis') // true
 */
export function createInventory(): Inventory {
  const records: FlowRecord[] = [];
  const keys = new Set<string>();
  const fields = new Set<string>();
  const facts = new Set<string>();
  const learned: VaultField[] = [];
  return {
    records,
    learned,
    learn(fields) {
      learned.push(...fields);
    },
    hasField: (key) => fields.has(key),
    hasFact: (fact) => facts.has(fact.toLowerCase()),
    add(record) {
      const key = recordKey(record);
      if (keys.has(key)) return false;
      keys.add(key);
      records.push(record);
      if (record.field !== null) fields.add(record.field);
      return true;
    },
    addFact(fact) {
      facts.add(fact.toLowerCase());
    },
    clear() {
      records.length = 0;
      keys.clear();
      fields.clear();
      facts.clear();
      learned.length = 0;
    },
  };
}

/** Where an observed fact came from and where it went. */
export interface FlowEnds {
  readonly source: string;
  readonly recipient: string;
  readonly channel: ChannelId;
  readonly purpose: string;
}

/** The data subject of a vault field: its record (`patient`, `account:1`), or `unspecified`. */
export function subjectOf(field: Pick<VaultField, 'record'>): string {
  return field.record ?? 'unspecified';
}

/** The five-field record of a vault field carried by an observation or a flow. */
export function observedFieldRecord(field: VaultField, ends: FlowEnds): FlowRecord {
  return {
    sender: ends.source,
    recipient: ends.recipient,
    subject: subjectOf(field),
    type: isLearnedKey(field.key) ? (field.label ?? field.key) : field.label === undefined ? field.key : `${field.key} (${field.label})`,
    transmissionPrinciple: { purpose: ends.purpose, channel: ends.channel },
    field: field.key,
    category: field.category,
    origin: isLearnedKey(field.key) ? 'read' : 'vault',
  };
}

/** The five-field record of a regulated identifier that matches no vault value. */
export function observedIdentifierRecord(recogniser: string, ends: FlowEnds): FlowRecord {
  return {
    sender: ends.source,
    recipient: ends.recipient,
    subject: 'unknown',
    type: recogniser,
    transmissionPrinciple: { purpose: ends.purpose, channel: ends.channel },
    field: null,
    category: 'PII',
    origin: 'read',
  };
}
