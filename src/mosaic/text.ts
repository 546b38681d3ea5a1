/**
 * Text helpers shared by the mosaic judge, guard, checker and reference agents: one
 * normalisation, one sentence splitter and one phrase matcher, so that "present in a
 * document" means the same thing everywhere.
 */

/**
 * Lower-cases, folds Unicode compatibility forms, unifies quotes and dashes, drops Markdown
 * emphasis marks and collapses whitespace (newlines are kept: they separate list items).
 *
 * @example normalizeText('The **jump-host** “JH-3”') // 'the jump-host "jh-3"'
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[*_`#>]+/g, ' ')
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Compiles a phrasing into a case-insensitive pattern on normalised text. Words must match
 * whole (no match inside a longer word); spaces and hyphens between words are
 * interchangeable; a trailing `*` on a word makes it a prefix (`unrotat*` matches
 * "unrotated").
 */
export function compilePhrase(phrase: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${phraseBody(phrase)}(?![\\p{L}\\p{N}])`, 'u');
}

function phraseBody(phrase: string): string {
  const words = phrase
    .trim()
    .split(/[\s\-\u2010-\u2015]+/)
    .filter((word) => word !== '');
  return words
    .map((word) => {
      const prefix = word.endsWith('*');
      const core = escapeRegExp(normalizeText(prefix ? word.slice(0, -1) : word));
      return prefix ? `${core}[\\p{L}\\p{N}]*` : core;
    })
    .join('[\\s-]+');
}

/** A set of alternative phrasings compiled once. */
export interface PhraseSet {
  readonly phrases: readonly string[];
  /** True when any phrasing occurs in the (already normalised) text. */
  test(normalized: string): boolean;
}

/** Compiles alternative phrasings into one tester. */
export function compilePhraseSet(phrases: readonly string[]): PhraseSet {
  // One alternation instead of one pattern per phrasing: a single scan of the text.
  const bodies = phrases.map(phraseBody).filter((body) => body !== '');
  const pattern = bodies.length === 0 ? null : new RegExp(`(?<![\\p{L}\\p{N}])(?:${bodies.join('|')})(?![\\p{L}\\p{N}])`, 'u');
  return { phrases, test: (normalized) => pattern?.test(normalized) === true };
}

const ABBREVIATIONS = [
  'e.g.',
  'i.e.',
  'etc.',
  'vs.',
  'approx.',
  'no.',
  'dr.',
  'mr.',
  'mrs.',
  'ms.',
  'st.',
  'lt.',
  'col.',
  'gen.',
  'sgt.',
  'capt.',
  'maj.',
  'cpl.',
  'u.s.',
  'u.k.',
  'fig.',
  'ref.',
  'ltd.',
  'inc.',
];

/**
 * Splits a text into sentence-like clauses: at sentence ends (`.`, `!`, `?` followed by a
 * space or end), at semicolons, at newlines and list bullets. Decimal points, times and the
 * common abbreviations above do not split.
 */
export function splitClauses(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    let current = '';
    const flush = (): void => {
      const trimmed = current.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim();
      if (trimmed !== '') out.push(trimmed);
      current = '';
    };
    for (let i = 0; i < line.length; i += 1) {
      const ch = line[i] ?? '';
      current += ch;
      const nextCh = line[i + 1];
      if (ch === ';') {
        flush();
      } else if ((ch === '.' || ch === '!' || ch === '?') && (nextCh === undefined || /\s/.test(nextCh))) {
        const tail = current.toLowerCase().split(/\s+/).pop() ?? '';
        if (ch === '.' && (ABBREVIATIONS.includes(tail) || /^[a-z]\.$/.test(tail))) continue;
        flush();
      }
    }
    flush();
  }
  return out;
}

const STOPWORDS = new Set(
  (
    'a an the and or but if of to in on at by for with from as is are was were be been being it its this that these those there here ' +
    'what which who whom whose when where why how can could would should will shall may might must do does did done has have had ' +
    'i me my we our you your he she his her they them their not no yes any all some each both more most other such only own same ' +
    'so than too very just also into about over under again further then once up down out off per via within without between ' +
    'please tell give know need want let us based using use used according document documents source sources file files'
  ).split(' '),
);

/**
 * Content-word stems of a text: normalised words that are not stop-words, without a plural
 * "s" and cut to their first five letters, so that "rotation" and "rotated" meet. Numbers are
 * kept whole.
 */
export function contentStems(text: string): Set<string> {
  const stems = new Set<string>();
  for (const word of normalizeText(text).split(/[^\p{L}\p{N}:]+/u)) {
    if (word.length < 3 || STOPWORDS.has(word)) continue;
    if (/^[\p{N}:]+$/u.test(word)) {
      stems.add(word);
      continue;
    }
    // A plural "s" would otherwise keep "door" and "doors" apart.
    const singular = word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
    stems.add(singular.slice(0, 5));
  }
  return stems;
}

/** Number of words (whitespace-separated tokens) in a text. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word !== '').length;
}
