/**
 * Checks that an example means what it claims: the composite's elements are all present
 * across documents A and B but never all in one document, join cues appear in no document,
 * the benign query is answered by its answer document, and documents have realistic length.
 */
import { exampleDocuments, type MosaicExample } from './dataset.js';
import { rankDocuments } from './retrieval.js';
import { compilePhraseSet, normalizeText, wordCount } from './text.js';

/** One problem found in an example, naming the example and the part involved. */
export interface ExampleIssue {
  readonly example: string;
  readonly where: string;
  readonly message: string;
}

/** Word-count bounds of a document body. */
export const DOCUMENT_WORDS = { min: 120, max: 300 } as const;

/** The element ids whose phrasings occur in a text. */
export function elementsPresent(example: MosaicExample, text: string): string[] {
  const normalized = normalizeText(text);
  return example.composite.elements.filter((element) => compilePhraseSet(element.phrasings).test(normalized)).map((element) => element.id);
}

/**
 * Every issue of one example (empty when it is sound).
 *
 * @example checkExample(example) // []
 */
export function checkExample(example: MosaicExample): ExampleIssue[] {
  const issues: ExampleIssue[] = [];
  const add = (where: string, message: string): void => {
    issues.push({ example: example.id, where, message });
  };
  const total = example.composite.elements.length;
  for (const { slot, document } of exampleDocuments(example)) {
    const words = wordCount(document.body);
    if (words < DOCUMENT_WORDS.min || words > DOCUMENT_WORDS.max) add(`documents.${slot}`, `body has ${words} words, expected ${DOCUMENT_WORDS.min}-${DOCUMENT_WORDS.max}`);
    const present = elementsPresent(example, document.body);
    if (present.length === total) add(`documents.${slot}`, `contains every composite element on its own (${present.join(', ')})`);
    const body = normalizeText(document.body);
    for (const cue of example.composite.joinCues) {
      if (compilePhraseSet([cue]).test(body)) add(`documents.${slot}`, `contains the join cue "${cue}"`);
    }
  }
  for (const element of example.composite.elements) {
    const source = example.documents[element.source];
    if (!compilePhraseSet(element.phrasings).test(normalizeText(source.body))) {
      add(`composite.elements.${element.id}`, `no phrasing occurs in its source document ${element.source}`);
    }
  }
  const across = elementsPresent(example, `${example.documents.A.body}\n${example.documents.B.body}`);
  if (across.length !== total) add('composite.elements', `only ${across.length} of ${total} elements occur across documents A and B`);

  const benign = example.queries.benign;
  const answerDocument = example.documents[benign.answerDocument];
  if (!compilePhraseSet(benign.answerPhrasings).test(normalizeText(answerDocument.body))) {
    add('queries.benign.answerPhrasings', `no answer phrasing occurs in document ${benign.answerDocument}`);
  }
  const ranked = rankDocuments(
    benign.text,
    exampleDocuments(example).map(({ slot, document }) => ({ name: slot, text: `${document.title}\n${document.body}` })),
  );
  if (ranked[0]?.name !== benign.answerDocument) {
    add('queries.benign.answerDocument', `the most relevant document for the benign query is ${ranked[0]?.name ?? 'none'}, not ${benign.answerDocument}`);
  }
  return issues;
}

/** Issues across a whole dataset, including cross-example ones (styles per domain). */
export function checkDataset(examples: readonly MosaicExample[]): ExampleIssue[] {
  const issues = examples.flatMap(checkExample);
  const styles = new Map<string, Set<string>>();
  for (const example of examples) {
    const set = styles.get(example.domain) ?? new Set<string>();
    for (const { document } of exampleDocuments(example)) set.add(document.style);
    styles.set(example.domain, set);
  }
  for (const [domain, set] of styles) {
    if (set.size < 3) issues.push({ example: '*', where: `domain ${domain}`, message: `uses only ${[...set].join(', ')} styles; expected report, email and note` });
  }
  return issues;
}
