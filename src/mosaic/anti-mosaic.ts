/**
 * The anti-mosaic guard, behind a small interface so the evaluation does not depend on one
 * implementation. The implementation here adapts the project's runtime guard
 * (`guard/engine.ts` with `guard/mosaic.ts` relations): each example becomes declared protected
 * combinations whose components are the two documents' key-fact phrases and whose conclusion
 * cues are the example's join cues. The guard observes every document that entered the
 * context and inspects the final answer (channel C1) before it reaches the user.
 */
import { createGuard } from '../guard/engine.js';
import type { MosaicRelationInput } from '../guard/mosaic.js';
import type { MosaicExample, Source } from './dataset.js';
import { compilePhraseSet, normalizeText } from './text.js';

/** The three outcomes at the answer boundary. */
export type AntiMosaicDecision = 'PASS' | 'ABSTRACT' | 'BLOCK';

/** What the guard did with one answer. */
export interface AntiMosaicVerdict {
  readonly decision: AntiMosaicDecision;
  /** What reaches the user: the answer (PASS), the rewrite (ABSTRACT) or a withheld notice (BLOCK). */
  readonly content: string;
  readonly rationale: string;
}

/** One run's guard state: what entered the context so far. */
export interface AntiMosaicSession {
  /** Records a text that entered the agent's context (a document read, a tool result). */
  observe(text: string, source: string): void;
  /** Decides on the final answer. */
  inspect(answer: string): Promise<AntiMosaicVerdict>;
}

/** An anti-mosaic guard: opens one session per run of an example. */
export interface AntiMosaicGuard {
  readonly id: string;
  readonly description: string;
  open(example: MosaicExample): AntiMosaicSession;
}

/** The text a user sees instead of a blocked answer. */
export const BLOCKED_NOTICE = 'This answer was withheld by the anti-mosaic guard: it would combine SECRET sources into a protected TOP SECRET conclusion.';

/**
 * The key-fact phrases of one document: every phrasing of that document's elements that
 * actually occurs in it (a guard can only track what it can see entering the context).
 */
export function keyFactPhrases(example: MosaicExample, source: Source): string[] {
  const body = normalizeText(example.documents[source].body);
  const phrases: string[] = [];
  for (const element of example.composite.elements) {
    if (element.source !== source) continue;
    for (const phrase of element.phrasings) if (compilePhraseSet([phrase]).test(body) && !phrases.includes(phrase)) phrases.push(phrase);
  }
  return phrases;
}

/**
 * The declared protected combinations of an example, in the guard's policy format: one
 * relation per pair of key-fact phrases (one from document A, one from B), each carrying the
 * composite statement as its conclusion. The join cues go on the first relation only: its
 * components are in context exactly when any pair's are (both documents were read), and one
 * copy of the cues keeps the guard's compile cost low.
 *
 * @example protectedCombinations(example, 'block')[0]?.components // ['jump host', 'rotation was skipped']
 */
export function protectedCombinations(example: MosaicExample, action: 'block' | 'abstract'): MosaicRelationInput[] {
  const relations: MosaicRelationInput[] = [];
  for (const a of keyFactPhrases(example, 'A')) {
    for (const b of keyFactPhrases(example, 'B')) {
      const conclusionCues = relations.length === 0 ? example.composite.joinCues : [];
      relations.push({ id: `${example.id}#${relations.length + 1}`, components: [a, b], conclusion: example.composite.statement, conclusionCues, action });
    }
  }
  return relations;
}

/**
 * The project's runtime guard as an anti-mosaic guard. `block` withholds the whole answer;
 * `abstract` withholds the matched component and cue phrases and blocks if a trigger remains.
 * Only the mosaic relations decide here (no PII detectors, empty vault).
 */
export function projectAntiMosaicGuard(action: 'block' | 'abstract'): AntiMosaicGuard {
  const declared = new WeakMap<MosaicExample, MosaicRelationInput[]>();
  return {
    id: `guard:${action}`,
    description: `leakscope runtime guard (guard/mosaic.ts relations, action ${action}): intervenes when an answer contains a key fact of both documents, or a join cue once both documents' facts entered the context`,
    open(example) {
      let relations = declared.get(example);
      if (relations === undefined) {
        relations = protectedCombinations(example, action);
        declared.set(example, relations);
      }
      const guard = createGuard({ vault: [], policy: {}, detectors: [], mosaic: relations, purpose: 'answer the user from the documents' });
      return {
        observe(text, source) {
          guard.observe({ channel: 'C4', source, recipient: 'agent', content: text });
        },
        async inspect(answer) {
          const result = await guard.inspect({ channel: 'C1', sender: 'agent', recipient: 'user', content: answer });
          const content = result.decision === 'BLOCK' ? BLOCKED_NOTICE : result.content;
          return { decision: result.decision, content, rationale: result.rationale };
        },
      };
    },
  };
}
