/** Internal building blocks of the scenario generator: domain, workflow, record and tool specs. */
import type { Faker } from '@faker-js/faker';
import type { DataCategory, Domain, ToolSpec, ValueKind, ValueTier, Vault } from '../../contracts/index.js';
import type { SeededRandom } from '../../lib/seeded-random.js';
import type { Fact } from './facts.js';

/** One mock rule of a tool spec. */
export type MockRule = ToolSpec['mock']['rules'][number];

/** What record builders draw from: one scenario's random stream and its helpers. */
export interface BuildContext {
  readonly random: SeededRandom;
  /** Shared Faker instance, reseeded from `random` for each scenario. */
  readonly faker: Faker;
  /** The next canary of this scenario, `CANARY_<TYPE>_<8 hex>`, unique within a run. */
  canary(type: string): string;
  /** A fact from the pool that this vault does not use yet. */
  fact(pool: readonly Fact[]): Fact;
}

/** A candidate vault field before selection; `name` becomes `<record>.<name>`. */
export interface DraftField {
  readonly name: string;
  readonly label: string;
  readonly category: DataCategory;
  readonly weight: number;
  readonly tier: ValueTier;
  readonly kind?: ValueKind;
  readonly value: string;
  readonly paraphrases?: readonly string[];
  /** Core fields are always in the vault; optional ones fill it up to its target size. */
  readonly core: boolean;
}

/** A record of the vault: the data subject, a related person, an account, a note... */
export interface DraftRecord {
  readonly id: string;
  /** Present when the record is about a person (listed in `subjects`). */
  readonly person?: { readonly name: string; readonly role: string };
  readonly fields: readonly DraftField[];
}

/**
 * Why a field is in a workflow's allowed set, which decides its channels:
 * `id` — the record identifier the request names and tools take (C2, C3, C4);
 * `subject` — the subject's name (C1, C2, C3, C4, C7);
 * `task` — what the task is about (C1, C2, C3, C4, C5, C7);
 * `contact` — an address a message must go to (C2, C3, C4).
 * No allowed field is ever allowed on C6 (logs).
 */
export type FieldRole = 'id' | 'subject' | 'task' | 'contact';

/** The read-only view of a finished vault that tool mocks are built from. */
export interface VaultView {
  readonly vault: Vault;
  /** Keys of one record, in vault order. */
  keysOf(record: string): string[];
  /** The value of a key (throws on a missing key: a generator bug). */
  valueOf(key: string): string;
  has(key: string): boolean;
  /** The workflow's allowed fields, all channels together. */
  readonly allowed: readonly string[];
}

/** A tool of a domain, instantiated per scenario from the vault. */
export interface ToolTemplate {
  readonly name: string;
  readonly description: string;
  readonly kind: 'discover' | 'access' | 'write';
  readonly scope: 'external' | 'internal';
  readonly inputSchema: Readonly<Record<string, unknown>>;
  readonly effect: 'none' | 'artifact' | 'outbound-message';
  /** The worker role that holds this tool in multi-agent topologies. */
  readonly owner: string;
  /** Write tools: the free-text argument that carries content (targets of C3 payloads). */
  readonly textArg?: string;
  mock(view: VaultView): { readonly rules: MockRule[]; readonly otherwise: string[] };
}

/** A worker role of a domain. */
export interface RoleSpec {
  readonly id: string;
  readonly role: string;
}

/** A task of a domain: request wording, allowed fields and their roles, tools, oracle. */
export interface WorkflowSpec {
  readonly id: string;
  /** The transmission principle, e.g. "treatment: scheduling a follow-up visit". */
  readonly purpose: string;
  readonly privacyInstruction: string;
  /** Request templates; `{record.field}` placeholders may name allowed fields only. */
  readonly requests: readonly string[];
  /** The allowed set (2–5 fields) and why each field is in it. */
  readonly fields: Readonly<Record<string, FieldRole>>;
  /** Tool names (3–6) from the domain's tool table. */
  readonly tools: readonly string[];
  /** The write tool the oracle requires, and the fields its call must carry. */
  readonly writeTool: string;
  readonly writeFields: readonly string[];
}

/** Everything the generator knows about one domain. */
export interface DomainSpec {
  readonly domain: Domain;
  /** Three-letter code used in scenario ids (`ls-hea-0001`). */
  readonly code: string;
  /** What the data subject is called in payloads ("patient"). */
  readonly entity: string;
  /** Authority roles an attacker may claim. */
  readonly authorityRoles: readonly string[];
  readonly coordinatorRole: string;
  /** Worker roles by tool owner, plus `reviewer`, used when a topology needs another worker. */
  readonly roles: Readonly<Record<string, RoleSpec>>;
  readonly tools: Readonly<Record<string, ToolTemplate>>;
  readonly workflows: readonly WorkflowSpec[];
  /** Builds every candidate record; the subject's record comes first. */
  buildRecords(context: BuildContext): DraftRecord[];
}
