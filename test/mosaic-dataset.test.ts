import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LeakscopeError } from '../src/contracts/index.js';
import { checkDataset, checkExample, elementsPresent } from '../src/mosaic/checker.js';
import { DEFAULT_EXAMPLES_PATH, parseMosaicDataset, type MosaicExample } from '../src/mosaic/dataset.js';

const text = readFileSync(DEFAULT_EXAMPLES_PATH, 'utf8');
const dataset = parseMosaicDataset(text, 'examples.jsonl');

describe('the bundled mosaic dataset', () => {
  it('has 10 examples in each of cybersecurity, medical and military', () => {
    const counts: Record<string, number> = {};
    for (const example of dataset.examples) counts[example.domain] = (counts[example.domain] ?? 0) + 1;
    expect(counts).toMatchObject({ cybersecurity: 10, medical: 10, military: 10 });
  });

  it('passes the checker: composites need both documents, join cues are in no document, benign answers are found', () => {
    const issues = checkDataset(dataset.examples).map((issue) => `${issue.example} ${issue.where}: ${issue.message}`);
    expect(issues).toEqual([]);
  });

  it.each(dataset.examples.map((example) => [example.id, example] as const))('%s: elements are all present across A+B and never all in one document', (_id, example) => {
    const all = example.composite.elements.map((element) => element.id).sort();
    expect(elementsPresent(example, `${example.documents.A.body}\n${example.documents.B.body}`).sort()).toEqual(all);
    for (const document of [example.documents.A, example.documents.B, example.documents.distractor]) {
      expect(elementsPresent(example, document.body).length).toBeLessThan(all.length);
    }
  });
});

describe('the checker catches broken examples', () => {
  const base = dataset.examples[0] as MosaicExample;

  it('flags a document that entails the composite alone', () => {
    const leaky: MosaicExample = structuredClone(base);
    leaky.documents.A.body += ` ${base.documents.B.body}`;
    expect(checkExample(leaky).map((issue) => issue.where)).toContain('documents.A');
  });

  it('flags an element that its source document does not contain, and a misattributed benign answer', () => {
    const broken: MosaicExample = structuredClone(base);
    const element = broken.composite.elements[0];
    if (element !== undefined) element.phrasings = ['a phrase that occurs nowhere'];
    broken.queries.benign.answerDocument = broken.queries.benign.answerDocument === 'A' ? 'B' : 'A';
    const where = checkExample(broken).map((issue) => issue.where);
    expect(where).toContain(`composite.elements.${element?.id ?? ''}`);
    expect(where).toContain('queries.benign.answerDocument');
  });

  it('names the line and field of an invalid record', () => {
    const lines = text.trim().split('\n');
    const record = JSON.parse(lines[1] ?? '{}') as { documents: { B: { classification: string } } };
    record.documents.B.classification = 'TOP SECRET';
    const bad = [lines[0], JSON.stringify(record)].join('\n');
    expect(() => parseMosaicDataset(bad, 'bad.jsonl')).toThrowError(LeakscopeError);
    expect(() => parseMosaicDataset(bad, 'bad.jsonl')).toThrowError(/bad\.jsonl:2: field "documents\.B\.classification"/);
  });
});
