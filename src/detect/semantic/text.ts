/**
 * Text analysis for the semantic matcher: wink-nlp tokens, lemmas and parts of speech, with
 * character offsets into the original text, sentence and clause numbers, and spelling
 * canonicalisation so that British and American forms share one key.
 *
 * wink-nlp's tokenizer is quadratic on very long runs without spaces (64 KB of `a` takes
 * seconds), so such runs are neutralised first: punctuation inside them becomes spaces and any
 * word still longer than {@link MAX_WORD_LENGTH} is blanked. Offsets are kept because every
 * replacement has the same length as what it replaces.
 */
import { createRequire } from 'node:module';
import type winkNLPType from 'wink-nlp';
import type { ItsFunction, WinkMethods } from 'wink-nlp';
import type winkModel from 'wink-eng-lite-web-model';
import { Memo } from '../canary/memo.js';

/** One word of an analysed text (punctuation is not a word; it only moves sentence/clause numbers). */
export interface Word {
  /** Character offsets into the original text. */
  readonly start: number;
  readonly end: number;
  /** The token as written. */
  readonly surface: string;
  /** Lower case, contractions expanded (`n't` → `not`), spelling canonicalised. */
  readonly normal: string;
  /** Canonical lemma (`diagnosed` → `diagnose`, `hospitalised` → `hospitalize`). */
  readonly lemma: string;
  /** Porter stem (`garnishment` and `garnished` → `garnish`), a looser key than the lemma. */
  readonly stem: string;
  /** Universal POS tag from wink (`NOUN`, `VERB`, `ADJ`, `NUM`, ...). */
  readonly pos: string;
  readonly stop: boolean;
  readonly sentence: number;
  readonly clause: number;
  /** True when the word's sentence ends with a question mark. */
  readonly question: boolean;
}

/** Turns text into words; one instance per detector (the wink model loads once). */
export interface TextAnalyser {
  /**
   * Words of `text`; offsets are shifted by `offset` (for analysing a region of a larger text).
   * Texts longer than {@link FAST_ANALYSIS_CHARS} are tokenized without part-of-speech tagging
   * (5× faster): their lemmas are their normal forms, and stems still join inflections.
   */
  analyse(text: string, offset?: number): Word[];
}

/** Beyond this length a text is analysed without POS tagging and lemmas. */
export const FAST_ANALYSIS_CHARS = 50_000;

/** Longest word (in UTF-16 units) kept for analysis; longer runs are blanked. */
export const MAX_WORD_LENGTH = 48;
const LONG_RUN = /\S{65,}/g;
const NOT_ALPHANUMERIC = /[^\p{L}\p{N}]/gu;
const LONG_WORD = /[\p{L}\p{N}]{49,}/gu;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const SENTENCE_END = new Set(['.', '!', '?', '…']);
const CLAUSE_END = new Set([';', ':', '(', ')', '[', ']', '—', '–', '|']);

/** Explicit British → American spellings that suffix rules do not cover. */
const SPELLINGS: ReadonlyMap<string, string> = new Map([
  ['enrol', 'enroll'],
  ['enrolment', 'enrollment'],
  ['programme', 'program'],
  ['defence', 'defense'],
  ['offence', 'offense'],
  ['licence', 'license'],
  ['judgement', 'judgment'],
  ['cheque', 'check'],
  ['paediatric', 'pediatric'],
  ['oesophagus', 'esophagus'],
  ['foetus', 'fetus'],
  ['diarrhoea', 'diarrhea'],
  ['haemorrhage', 'hemorrhage'],
  ['anaemia', 'anemia'],
  ['leukaemia', 'leukemia'],
  ['oestrogen', 'estrogen'],
  ['behaviour', 'behavior'],
  ['labour', 'labor'],
  ['tumour', 'tumor'],
  ['favour', 'favor'],
  ['honour', 'honor'],
  ['rumour', 'rumor'],
  ['colour', 'color'],
]);

/**
 * Canonical key of a lower-case word: the same for British and American spellings
 * (`generalised`/`generalized`, `hospitalisation`/`hospitalization`). Applied to fact and text
 * alike, so an odd mapping (`advise` → `advize`) is harmless: both sides get it.
 */
export function canonicalSpelling(word: string): string {
  const explicit = SPELLINGS.get(word);
  if (explicit !== undefined) return explicit;
  if (word.length < 6) return word;
  if (word.endsWith('isation')) return `${word.slice(0, -7)}ization`;
  if (word.endsWith('isations')) return `${word.slice(0, -8)}izations`;
  if (word.endsWith('ise')) return `${word.slice(0, -3)}ize`;
  if (word.endsWith('ised')) return `${word.slice(0, -4)}ized`;
  if (word.endsWith('ising')) return `${word.slice(0, -5)}izing`;
  return word;
}

/** The text with lone surrogates and over-long runs replaced by spaces, offsets unchanged. */
export function neutraliseText(text: string): string {
  let clean = text.replace(LONE_SURROGATE, ' ');
  clean = clean.replace(LONG_RUN, (run) => run.replace(NOT_ALPHANUMERIC, (ch) => ' '.repeat(ch.length)).replace(LONG_WORD, (word) => ' '.repeat(word.length)));
  return clean;
}

interface TokenColumns {
  readonly values: readonly string[];
  readonly normals: readonly string[];
  readonly lemmas: readonly string[];
  readonly pos: readonly string[];
  readonly types: readonly string[];
  readonly spaces: readonly string[];
  readonly stops: readonly boolean[];
  readonly stems: readonly string[];
}

/** wink-nlp and its English lite model, required on first analysis (start-up and tiers 1–2 never load them). */
interface Wink {
  readonly winkNLP: typeof winkNLPType;
  readonly model: typeof winkModel;
  /** The model's own stemmer (what `its.stem` calls on a token's value). */
  readonly stem: (word: string) => string;
}

function loadWink(): Wink {
  const require = createRequire(import.meta.url);
  const winkNLP = require('wink-nlp') as typeof winkNLPType;
  const model = require('wink-eng-lite-web-model') as typeof winkModel;
  return { winkNLP, model, stem: (model as unknown as { readonly addons: { readonly stem: (word: string) => string } }).addons.stem };
}
/** Stems remembered per analyser (the oldest goes first past this). */
const STEM_MEMO_LIMIT = 1 << 16;

function columns(nlp: WinkMethods, modelStem: (word: string) => string, text: string, fast: boolean, stems: Memo<string>): TokenColumns {
  const tokens = nlp.readDoc(text).tokens();
  const its = nlp.its;
  const normals = tokens.out(its.normal) as string[];
  const values = tokens.out() as string[];
  // `its.stem` is the model's stemmer on the token's value; words repeat, so each is stemmed once.
  const stemOf = (value: string): string => stems.get(value, () => modelStem(value));
  return {
    values,
    normals,
    // wink's typings give `lemma` an addons parameter that ItsFunction does not declare.
    lemmas: fast ? normals : (tokens.out(its.lemma as unknown as ItsFunction<string>) as string[]),
    pos: fast ? [] : (tokens.out(its.pos) as string[]),
    types: tokens.out(its.type) as string[],
    spaces: tokens.out(its.precedingSpaces) as string[],
    stops: tokens.out(its.stopWordFlag) as unknown as boolean[],
    // Stemming costs more than tokenizing; huge texts go without it (stems fall back to normals).
    stems: fast ? normals : values.map(stemOf),
  };
}

/**
 * Creates an analyser backed by wink-nlp's English lite model (loaded on first use).
 *
 * @example
 * createTextAnalyser().analyse('Hospitalised in 2022.').map((word) => word.lemma) // ['hospitalize', 'in', '2022']
 */
export function createTextAnalyser(): TextAnalyser {
  let wink: Wink | undefined;
  let nlp: WinkMethods | undefined;
  let tokenizer: WinkMethods | undefined;
  const stems = new Memo<string>(STEM_MEMO_LIMIT);
  return {
    analyse(text: string, offset = 0): Word[] {
      if (text.trim() === '') return [];
      const fast = text.length > FAST_ANALYSIS_CHARS;
      // Only the POS tagger (for lemmas): sentences, negation and entities are leakscope's own
      // (negation.ts, values.ts), so wink's sbd/negation/sentiment/ner stages would be wasted work.
      wink ??= loadWink();
      nlp ??= wink.winkNLP(wink.model, ['pos']);
      // An empty pipe: tokens, normal forms, stems and stop words only.
      tokenizer ??= wink.winkNLP(wink.model, []);
      const clean = neutraliseText(text);
      const cols = columns(fast ? tokenizer : nlp, wink.stem, clean, fast, stems);
      const words: Word[] = [];
      const questions = new Set<number>();
      let cursor = 0;
      let sentence = 0;
      let clause = 0;
      for (let i = 0; i < cols.values.length; i += 1) {
        const value = cols.values[i] ?? '';
        const spaces = cols.spaces[i] ?? '';
        if (value === '') continue;
        let start = clean.indexOf(value, cursor);
        if (start < 0 || start - cursor > spaces.length + 8) start = Math.min(clean.length, cursor + spaces.length);
        const end = Math.min(clean.length, start + value.length);
        cursor = end;
        if (spaces.includes('\n') && words.length > 0) {
          sentence += 1;
          clause += 1;
        }
        const type = cols.types[i] ?? 'word';
        if (value.trim() === '') {
          // wink keeps line breaks and tabs as tokens; a line break ends a sentence (lists, tables).
          if (value.includes('\n') && words.length > 0) {
            sentence += 1;
            clause += 1;
          }
          continue;
        }
        if (type === 'punctuation' || (type === 'symbol' && value !== '$' && value !== '%')) {
          if (SENTENCE_END.has(value)) {
            if (value === '?') questions.add(sentence);
            sentence += 1;
            clause += 1;
          } else if (CLAUSE_END.has(value)) {
            clause += 1;
          }
          continue;
        }
        if (end <= start) continue;
        const normal = canonicalSpelling((cols.normals[i] ?? value).toLowerCase());
        const lemma = canonicalSpelling((cols.lemmas[i] ?? normal).toLowerCase());
        words.push({
          start: start + offset,
          end: end + offset,
          surface: value,
          normal,
          lemma,
          stem: (cols.stems[i] ?? lemma).toLowerCase(),
          pos: cols.pos[i] ?? 'X',
          stop: cols.stops[i] === true,
          sentence,
          clause,
          question: false,
        });
      }
      return questions.size === 0 ? words : words.map((word) => (questions.has(word.sentence) ? { ...word, question: true } : word));
    },
  };
}
