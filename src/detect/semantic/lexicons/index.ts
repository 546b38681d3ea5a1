/**
 * The domain lexicon of the semantic matcher: every entry of every domain file, plus a check
 * that keeps it consistent (unique ids, relations pointing at existing entries, no parent cycles).
 */
import { BUSINESS, HR } from './corporate.js';
import { FINANCE, FINANCE_ATTRIBUTES } from './finance.js';
import { CARE, CONDITIONS } from './health.js';
import { LEGAL, OFFENSES } from './legal.js';
import { MEDICATIONS } from './medications.js';
import { CONCEALMENT, GENERIC_PARENTS, LEGAL_TROUBLE_KINDS, PERSONAL } from './personal.js';
import type { LexiconEntry } from './types.js';

export { CONCEALMENT_CONCEPT } from './personal.js';
export type { LexiconEntry, LexiconKind } from './types.js';

/** Conditions that are not health issues of their own. */
const NOT_HEALTH_ISSUES = new Set(['cond.health_issue', 'cond.pregnancy']);

/**
 * The entries with their broad parents: {@link GENERIC_PARENTS}, `cond.health_issue` for every
 * root condition ("some health stuff" discloses any diagnosis in part) and `legal.trouble` for
 * every root offence ("some trouble with the law").
 */
function withGenericParents(entries: readonly LexiconEntry[]): LexiconEntry[] {
  return entries.map((item) => {
    const extra = [...(GENERIC_PARENTS[item.id] ?? [])];
    const root = (item.parents ?? []).length === 0 && extra.length === 0;
    if (root && item.id.startsWith('cond.') && item.kind === 'condition' && !NOT_HEALTH_ISSUES.has(item.id)) extra.push('cond.health_issue');
    if (root && LEGAL_TROUBLE_KINDS.has(item.kind)) extra.push('legal.trouble');
    return extra.length === 0 ? item : { ...item, parents: [...(item.parents ?? []), ...extra] };
  });
}

/** Vague nouns a text uses for any trouble ("a drug problem", "drug issues", "his immigration situation"). */
const VAGUE_NOUNS: readonly string[] = ['issue', 'issues', 'problem', 'problems', 'trouble', 'troubles', 'situation', 'difficulties', 'stuff', 'matter', 'struggles'];

/**
 * The entries with every "<category> <vague noun>" term also in the other vague nouns: a lexicon
 * that knows "immigration problem" knows "immigration situation" and "immigration trouble".
 */
function withVagueVariants(entries: readonly LexiconEntry[]): LexiconEntry[] {
  return entries.map((item) => {
    const extra = new Set<string>();
    for (const term of item.terms) {
      const space = term.lastIndexOf(' ');
      if (space <= 0 || !VAGUE_NOUNS.includes(term.slice(space + 1))) continue;
      for (const noun of VAGUE_NOUNS) extra.add(`${term.slice(0, space)} ${noun}`);
    }
    for (const term of item.terms) extra.delete(term);
    return extra.size === 0 ? item : { ...item, terms: [...item.terms, ...extra] };
  });
}

/** Every built-in lexicon entry. */
export const LEXICON: readonly LexiconEntry[] = withVagueVariants(
  withGenericParents([...CONDITIONS, ...CARE, ...MEDICATIONS, ...LEGAL, ...OFFENSES, ...FINANCE, ...FINANCE_ATTRIBUTES, ...HR, ...BUSINESS, ...PERSONAL, ...CONCEALMENT]),
);

/**
 * Problems in a lexicon (empty when it is consistent): duplicate ids, unknown parents or
 * implied concepts, strengths outside (0, 1], empty terms, parent cycles.
 *
 * @example lexiconProblems(LEXICON) // []
 */
export function lexiconProblems(entries: readonly LexiconEntry[]): string[] {
  const problems: string[] = [];
  const byId = new Map<string, LexiconEntry>();
  for (const item of entries) {
    if (byId.has(item.id)) problems.push(`duplicate id "${item.id}"`);
    byId.set(item.id, item);
  }
  for (const item of entries) {
    if (item.terms.length === 0) problems.push(`"${item.id}" has no terms`);
    for (const term of [...item.terms, ...(item.weakTerms ?? [])]) {
      if (term.trim() === '') problems.push(`"${item.id}" has an empty term`);
      if (term.startsWith('=') && /\s/.test(term)) problems.push(`"${item.id}": case-sensitive term "${term}" must be one word`);
    }
    for (const parent of item.parents ?? []) if (!byId.has(parent)) problems.push(`"${item.id}" has unknown parent "${parent}"`);
    for (const [target, strength] of Object.entries(item.implies ?? {})) {
      if (!byId.has(target)) problems.push(`"${item.id}" implies unknown "${target}"`);
      if (!(strength > 0 && strength <= 1)) problems.push(`"${item.id}" implies "${target}" with strength ${strength} outside (0, 1]`);
    }
  }
  for (const item of entries) {
    const seen = new Set<string>([item.id]);
    const queue = [...(item.parents ?? [])];
    while (queue.length > 0) {
      const next = queue.shift() ?? '';
      if (next === item.id) {
        problems.push(`"${item.id}" is its own ancestor`);
        break;
      }
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...(byId.get(next)?.parents ?? []));
    }
  }
  return problems;
}
