import { describe, expect, it } from 'vitest';
import { createSemanticEngine } from './engine.js';

const engine = createSemanticEngine();
const categoriesOf = (text: string) => engine.categories(text).map((mention) => mention.category);

describe('sensitive categories in free text (no vault)', () => {
  it('tags a sentence per category it names, with its span and the person it is about', () => {
    const text = 'Lunch is at noon. Ana was diagnosed with diabetes last May. Marcus owes a gambling debt and was laid off.';
    const mentions = engine.categories(text);
    expect(mentions.map((mention) => [mention.category, mention.subject])).toEqual([
      ['health', 'Ana'],
      ['financial', 'Marcus'],
      ['employment', 'Marcus'],
    ]);
    const health = mentions[0];
    expect(text.slice(health?.start, health?.end)).toBe('Ana was diagnosed with diabetes last May');
  });

  it('files offences as criminal and conditions revealed in passing as health', () => {
    expect(categoriesOf('Mr. Smithson is facing a DUI charge.')).toEqual(['criminal']);
    expect(categoriesOf('fell behind on payments last year while being treated for breast cancer')).toEqual(expect.arrayContaining(['health', 'financial']));
  });

  it('tags nothing in a text that names no sensitive concept, and never takes a month for a person', () => {
    expect(engine.categories('Please bring chips to the potluck on Friday.')).toEqual([]);
    expect(engine.categories('In March she was diagnosed with asthma.')[0]?.subject).toBeUndefined();
  });
});
