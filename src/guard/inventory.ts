/**
 * The read boundary: after each observation an agent receives (tool output, memory read,
 * inter-agent message) the facts it carried are recorded as five-field flow records, so the
 * write boundary knows what entered the agent's context and from where.
 *
 * Bounded (issue 19, defect 2: a sidecar kept every unique record and grew without end): at most
 * `maxRecords` flow records (the oldest tenth is dropped at the cap — records are the account of
 * what flowed, not what decides: which fields entered the context is kept apart, and it is bounded
 * by the vault and the learned fields), a purpose kept to {@link MAX_RECORD_PURPOSE} characters per
 * record, and at most `maxLearned` learned fields. Learned fields are what the guard protects
 * beyond the vault, so they are never dropped silently: past the budget the inventory counts what
 * it could not keep (`overflow`), and the guard fails closed on every flow until a new session.
 */
import { LeakscopeError, type ChannelId, type VaultField } from '../contracts/index.js';
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
  /**
   * Learned fields that did not fit in `maxLearned`: not protected, so a guard over this
   * inventory fails closed while it is above zero.
   */
  readonly overflow: number;
  /** Records dropped at the `maxRecords` cap (the oldest first). */
  readonly evicted: number;
  /** The bounds this inventory keeps. */
  readonly limits: { readonly maxRecords: number; readonly maxLearned: number };
  /** Forgets everything (a new session). */
  clear(): void;
}

/** Bounds of {@link createInventory}. */
export interface InventoryLimits {
  /** Flow records kept; default 10,000. At the cap the oldest tenth is dropped. */
  readonly maxRecords?: number | undefined;
  /** Learned fields kept; default 2,000. Past it the guard fails closed. */
  readonly maxLearned?: number | undefined;
}

/** Defaults of {@link InventoryLimits}. */
export const INVENTORY_LIMITS: { readonly maxRecords: number; readonly maxLearned: number } = { maxRecords: 10_000, maxLearned: 2_000 };

/** Characters of a task purpose a flow record keeps (a purpose can be a whole task statement). */
export const MAX_RECORD_PURPOSE = 240;

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
export function createInventory(limits: InventoryLimits = {}): Inventory {
  const bounds = { maxRecords: limits.maxRecords ?? INVENTORY_LIMITS.maxRecords, maxLearned: limits.maxLearned ?? INVENTORY_LIMITS.maxLearned };
  if (!Number.isInteger(bounds.maxRecords) || bounds.maxRecords < 1 || !Number.isInteger(bounds.maxLearned) || bounds.maxLearned < 0) {
    throw new LeakscopeError('usage', `inventory limits must be whole numbers (maxRecords ≥ 1, maxLearned ≥ 0), got ${bounds.maxRecords} and ${bounds.maxLearned}`);
  }
  const records: FlowRecord[] = [];
  const keys: string[] = [];
  const seen = new Set<string>();
  const fields = new Set<string>();
  const facts = new Set<string>();
  const learned: VaultField[] = [];
  let overflow = 0;
  let evicted = 0;
  return {
    records,
    learned,
    get overflow() {
      return overflow;
    },
    get evicted() {
      return evicted;
    },
    limits: bounds,
    learn(given) {
      const room = Math.max(0, bounds.maxLearned - learned.length);
      learned.push(...given.slice(0, room));
      overflow += Math.max(0, given.length - room);
    },
    hasField: (key) => fields.has(key),
    hasFact: (fact) => facts.has(fact.toLowerCase()),
    add(record) {
      const key = recordKey(record);
      if (seen.has(key)) return false;
      if (records.length >= bounds.maxRecords) {
        // The oldest tenth at once, so a full inventory costs O(1) per record, not a shift each.
        const drop = Math.max(1, Math.floor(bounds.maxRecords / 10));
        records.splice(0, drop);
        for (const old of keys.splice(0, drop)) seen.delete(old);
        evicted += drop;
      }
      seen.add(key);
      keys.push(key);
      records.push(record);
      if (record.field !== null) fields.add(record.field);
      return true;
    },
    addFact(fact) {
      facts.add(fact.toLowerCase());
    },
    clear() {
      records.length = 0;
      keys.length = 0;
      seen.clear();
      fields.clear();
      facts.clear();
      learned.length = 0;
      overflow = 0;
      evicted = 0;
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

/** A purpose as a record keeps it: at most {@link MAX_RECORD_PURPOSE} characters, cut with `…`. */
function recordPurpose(purpose: string): string {
  return purpose.length <= MAX_RECORD_PURPOSE ? purpose : `${purpose.slice(0, MAX_RECORD_PURPOSE - 1)}…`;
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
    transmissionPrinciple: { purpose: recordPurpose(ends.purpose), channel: ends.channel },
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
    transmissionPrinciple: { purpose: recordPurpose(ends.purpose), channel: ends.channel },
    field: null,
    category: 'PII',
    origin: 'read',
  };
}
