/**
 * Values in context: where a common-word value ("Exceeds", "Security", "Pending") or a short
 * value ("C", "AB", a score of 712) found in a text is bound to its field, and where it is only
 * an option, a heading or an ordinary word.
 *
 * A value is *bound* when one of its field's cue words (the words of its key and label, and their
 * WordNet synonyms) is near it on the same line (up to {@link WORDS_BEFORE} words before it or
 * {@link WORDS_AFTER} after it: `Rating: Exceeds`, `"rating": "Exceeds"`, `score of 712`, `712
 * credit score`) or heads its column in a Markdown table. It is never counted as one of an
 * enumeration of options (`(options: Low, Medium, High)`, `Case type (civil, criminal, family)`,
 * `Low/Medium/High`, `choose Low, Medium or High`) or inside a template heading (a Markdown table's
 * header row, a `#` heading). Every check reads a bounded window around one candidate match.
 */
import type { VaultField } from '../../contracts/index.js';
import { CAMEL_BOUNDARY } from './value-kind.js';
import { isUpperCode } from './char-codes.js';
import { RELATIVE_NOUNS } from '../relatives.js';

/** Words before a value within which a cue binds it. */
export const WORDS_BEFORE = 6;
/** Words after a value within which a cue binds it (`712 credit score`). */
export const WORDS_AFTER = 4;
/** Characters read on either side of a value (bounded, whatever the line's length). */
const WINDOW_CHARS = 100;

/** A word of a key, label or window. */
export const WORD = /[A-Za-z][A-Za-z0-9]*/g;
/** A cell of a Markdown table separator row, trimmed (`---`, `:--:`). */
export const SEPARATOR_CELL = /^:?-{2,}:?$/;
/** A word of lower-case ASCII letters only. */
export const LOWER_LETTERS = /^[a-z]+$/;
/** A vowel. */
export const VOWEL = /[aeiouy]/;
/** `or` / `and` opening a text. */
export const LEADING_CONJUNCTION = /^(or|and)\b/i;
/** `or` / `and` ending a text. */
export const TRAILING_CONJUNCTION = /\b(or|and)$/i;
/** What ends the text before a word that opens a sentence, a list item or a bracket. */
export const SENTENCE_OPENER = /[.!?:;\n\-—–|(•*]$/;

/** True when a line is a Markdown table separator row (`|---|:--:|`). */
function isSeparatorRow(line: string): boolean {
  const cells = line.trim().split('|');
  if (cells[0]?.trim() === '') cells.shift();
  if (cells.length > 0 && cells[cells.length - 1]?.trim() === '') cells.pop();
  return cells.length > 0 && cells.every((cell) => SEPARATOR_CELL.test(cell.trim()));
}
/** Words that announce a list of options rather than values. */
export const OPTION_CUE =
  /\b(?:options?|choices?|choose|chosen|select|pick|one of|either|levels|categories|scale|bands|tiers|grades|(?:allowed|possible|permitted|valid|available) (?:values|codes|types|kinds|ratings|levels|categories|answers))\b/i;
/** Words that announce examples (`e.g.`, `such as`): a common word there is an example; a distinctive value is still named. */
export const EXAMPLE_CUE = /\b(?:such as|for example|for instance)\b|\b(?:e\.g|i\.e)\./i;
/** Separators of an enumeration inside brackets. */
export const BRACKET_LIST = /,|\/|\||\bor\b/;

/** A letter or digit. */
export const WORD_CHAR_TEST = /[\p{L}\p{N}]/u;

/** Key and label words that name no field ("real" in `ssn_real`, "the", "id"). */
const GENERIC_WORDS: ReadonlySet<string> = new Set([
  'real',
  'the',
  'of',
  'a',
  'an',
  'and',
  'or',
  'for',
  'to',
  'in',
  'on',
  'is',
  'id',
  'info',
  'data',
  'value',
  'field',
  'record',
  'current',
  'other',
  'new',
  'old',
  'main',
  'primary',
  'details',
  'detail',
]);

/**
 * The forms a word is compared by: lower case, and without a plural or verb ending (`cases` →
 * `case`, `cas`; `rated` → `rate`, `rat`; `ratings` → `rating`). Two words match when their forms
 * meet.
 */
export function stemForms(word: string): string[] {
  const lower = word.toLowerCase();
  const forms = [lower];
  for (const ending of ['ings', 'ing', 'ies', 'es', 'ed', 's', 'd']) {
    if (lower.length - ending.length < 3 || !lower.endsWith(ending)) continue;
    const base = lower.slice(0, -ending.length);
    forms.push(base);
    if (ending === 'ies') forms.push(`${base}y`);
    if (ending === 'ing' || ending === 'ed') forms.push(`${base}e`);
  }
  return forms;
}

/** The words of a key or label (`riskGrade`, `risk_grade`, `Risk grade` → `risk`, `grade`), generic words left out. */
export function fieldWords(text: string): string[] {
  const words = text.replace(CAMEL_BOUNDARY, '$1 $2').match(WORD) ?? [];
  return words.map((word) => word.toLowerCase()).filter((word) => word.length >= 2 && !GENERIC_WORDS.has(word));
}

/** The cue words that bind a field's values: stems of its key and label words and of their synonyms. */
export interface FieldCues {
  readonly stems: ReadonlySet<string>;
  /** The cue words themselves (for abbreviations such as `dept` for `department`). */
  readonly words: readonly string[];
}

/**
 * The cues of a field: its key and label words and, through `synonyms` (WordNet's, when given),
 * their synonyms.
 */
export function fieldCues(field: Pick<VaultField, 'key' | 'label'>, synonyms?: (word: string) => readonly string[]): FieldCues {
  const own = [...new Set([...fieldWords(field.key), ...fieldWords(field.label ?? '')])];
  const words = new Set(own);
  if (synonyms !== undefined) {
    for (const word of own) for (const synonym of synonyms(word)) if (LOWER_LETTERS.test(synonym) && synonym.length >= 3) words.add(synonym);
  }
  return { stems: new Set([...words].flatMap(stemForms)), words: [...words] };
}

/** True when `short` abbreviates `long` (`dept` → `department`, `acct` → `account`, `rm` → `room`): same first letter, its letters in order, at most one vowel (none in two letters). */
function abbreviates(short: string, long: string): boolean {
  if (short.length < 2 || short.length > 5 || long.length < short.length + 2 || short.charCodeAt(0) !== long.charCodeAt(0)) return false;
  // Abbreviations drop vowels (`dept`, `acct`, `rm`): a word with two vowels is a word (`means`), not one.
  let vowels = 0;
  for (const ch of short) if (VOWEL.test(ch)) vowels += 1;
  if (vowels > (short.length === 2 ? 0 : 1)) return false;
  let at = 0;
  for (const ch of short) {
    at = long.indexOf(ch, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/** True when a word of a text is one of the cues (by stem or as an abbreviation). */
export function isCueWord(word: string, cues: FieldCues): boolean {
  const lower = word.toLowerCase();
  if (stemForms(lower).some((form) => cues.stems.has(form))) return true;
  return cues.words.some((cue) => abbreviates(lower, cue));
}

function lineStartOf(text: string, index: number): number {
  return text.lastIndexOf('\n', index - 1) + 1;
}

function lineEndOf(text: string, index: number): number {
  const end = text.indexOf('\n', index);
  return end < 0 ? text.length : end;
}

/** The line around `index` (without its line break). */
function lineAt(text: string, index: number): { start: number; end: number } {
  return { start: lineStartOf(text, index), end: lineEndOf(text, index) };
}

function wordsOf(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** True when a word of a text names the value's subject: a capitalised word of the subject's name. */
function isSubjectWord(word: string, subjects: ReadonlySet<string>): boolean {
  return subjects.size > 0 && isUpperCode(word.charCodeAt(0)) && subjects.has(word.toLowerCase());
}

/** True when a cue word (or a word of the subject's name) is near the span on its line. */
function cueNear(text: string, start: number, end: number, cues: FieldCues, subjects: ReadonlySet<string>): boolean {
  const line = lineAt(text, start);
  const before = wordsOf(text.slice(Math.max(line.start, start - WINDOW_CHARS), start)).slice(-WORDS_BEFORE);
  if (before.some((word) => isCueWord(word, cues) || isSubjectWord(word, subjects))) return true;
  const after = wordsOf(text.slice(end, Math.min(lineEndOf(text, end), end + WINDOW_CHARS))).slice(0, WORDS_AFTER);
  return after.some((word) => isCueWord(word, cues) || isSubjectWord(word, subjects));
}

/** A Markdown table row: the line opens with `|`. */
function isTableRow(text: string, start: number, end: number): boolean {
  for (let index = start; index < end; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 124) return true;
    if (code !== 32 && code !== 9) return false;
  }
  return false;
}

/** The cells of a table row (text between `|`), without the empty ends. */
function cellsOf(row: string): string[] {
  const cells = row.split('|');
  if (cells[0]?.trim() === '') cells.shift();
  if (cells.length > 0 && cells[cells.length - 1]?.trim() === '') cells.pop();
  return cells;
}

/** Where a span sits in a Markdown table: its column, its row's line, and the table's header row (or null). */
interface TablePlace {
  readonly column: number;
  /** The span's row is the table's header (a separator row follows it). */
  readonly inHeader: boolean;
  readonly header: string | null;
}

/** Lines of a table looked at above a row, at most. */
const MAX_TABLE_ROWS_UP = 60;

function tablePlace(text: string, start: number): TablePlace | null {
  const line = lineAt(text, start);
  if (!isTableRow(text, line.start, line.end)) return null;
  let column = -1;
  for (let index = line.start; index < start; index += 1) if (text.charCodeAt(index) === 124) column += 1;
  const nextStart = line.end + 1;
  const next = nextStart <= text.length ? text.slice(nextStart, lineEndOf(text, nextStart)) : '';
  if (isSeparatorRow(next)) return { column, inHeader: true, header: null };
  // Walk up to the separator row; the header row is just above it.
  let cursor = line.start;
  for (let rows = 0; rows < MAX_TABLE_ROWS_UP && cursor > 0; rows += 1) {
    const previousEnd = cursor - 1;
    const previousStart = lineStartOf(text, previousEnd);
    const previous = text.slice(previousStart, previousEnd);
    if (!isTableRow(text, previousStart, previousEnd)) return { column, inHeader: false, header: null };
    if (isSeparatorRow(previous)) {
      if (previousStart === 0) return { column, inHeader: false, header: null };
      const headerEnd = previousStart - 1;
      const headerStart = lineStartOf(text, headerEnd);
      return { column, inHeader: false, header: isTableRow(text, headerStart, headerEnd) ? text.slice(headerStart, headerEnd) : null };
    }
    cursor = previousStart;
  }
  return { column, inHeader: false, header: null };
}

/**
 * True when the span is bound to its field: a cue word near it on its line, or in the header of
 * its table column; or a word of the name of the value's subject near it (`subjects`: lower-case
 * words of the names of the person the value is about, matched only capitalised).
 */
export function isBound(text: string, start: number, end: number, cues: FieldCues, subjects: ReadonlySet<string> = new Set()): boolean {
  if (cueNear(text, start, end, cues, subjects)) return true;
  const place = tablePlace(text, start);
  if (place === null || place.header === null) return false;
  const cell = cellsOf(place.header)[place.column];
  return cell !== undefined && wordsOf(cell).some((word) => isCueWord(word, cues));
}

/**
 * True when a cue word opens the list item the span ends (`opposing party, X` is no list item:
 * the item `and opposing party` names the field the value after it belongs to), so a comma list
 * around the value is a `label, value` pair, not an enumeration.
 */
export function cueInSameItem(text: string, start: number, cues: FieldCues): boolean {
  const from = Math.max(lineStartOf(text, start), start - WINDOW_CHARS);
  let at = start - 1;
  // Skip the separator right before the value, then read back to the previous one.
  while (at > from && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 44 || text.charCodeAt(at) === 58)) at -= 1;
  let itemStart = at;
  while (itemStart > from && text.charCodeAt(itemStart - 1) !== 44 && text.charCodeAt(itemStart - 1) !== 59 && text.charCodeAt(itemStart - 1) !== 40) itemStart -= 1;
  return wordsOf(text.slice(itemStart, at + 1)).some((word) => isCueWord(word, cues));
}

/** True when the span is inside a template heading: a Markdown table's header row or a `#` heading (not a `Label: value` one). */
export function inTemplateHeading(text: string, start: number): boolean {
  const line = lineAt(text, start);
  let index = line.start;
  while (index < start && (text.charCodeAt(index) === 32 || text.charCodeAt(index) === 9)) index += 1;
  // A `#` heading, unless it is a `Label: value` line (`### Type of Case: Criminal`).
  if (text.charCodeAt(index) === 35) return !text.slice(index, start).includes(':');
  return tablePlace(text, start)?.inHeader === true;
}

function skipSpaces(text: string, index: number, step: 1 | -1, limit: number): number {
  let at = index;
  while (at !== limit && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) at += step;
  return at;
}

/** The brackets around the span on its line, when they hold more than the span: their inside. */
function bracketListAround(text: string, start: number, end: number, line: { start: number; end: number }): { inside: string } | null {
  let open = -1;
  let depth = 0;
  for (let index = start - 1; index >= Math.max(line.start, start - WINDOW_CHARS); index -= 1) {
    const code = text.charCodeAt(index);
    if (code === 41 || code === 93) depth += 1;
    else if (code === 40 || code === 91) {
      if (depth === 0) {
        open = index;
        break;
      }
      depth -= 1;
    }
  }
  if (open < 0) return null;
  const closing = text.charCodeAt(open) === 40 ? 41 : 93;
  let close = -1;
  for (let index = end; index < Math.min(line.end, end + WINDOW_CHARS); index += 1) {
    if (text.charCodeAt(index) === closing) {
      close = index;
      break;
    }
  }
  if (close < 0) return null;
  const inside = text.slice(open + 1, close);
  // Brackets around the value alone (`['Omeprazole', 'Gabapentin']` for that list value) are the value's own.
  if (!WORD_CHAR_TEST.test(text.slice(open + 1, start)) && !WORD_CHAR_TEST.test(text.slice(end, close))) return null;
  return BRACKET_LIST.test(inside) ? { inside } : null;
}

/** The separator right after (or before) a span: `,`, `/`, `|`, `or`, `and`, or null. */
function separatorAfter(text: string, end: number, lineEnd: number): string | null {
  const at = skipSpaces(text, end, 1, lineEnd);
  const ch = text.charAt(at);
  if (ch === ',' || ch === '/' || ch === '|') return ch;
  const word = LEADING_CONJUNCTION.exec(text.slice(at, at + 4));
  return word === null ? null : (word[1] as string).toLowerCase();
}

function separatorBefore(text: string, start: number, lineStart: number): string | null {
  const at = skipSpaces(text, start - 1, -1, lineStart - 1);
  const ch = text.charAt(at);
  if (ch === ',' || ch === '/' || ch === '|') return ch;
  const word = TRAILING_CONJUNCTION.exec(text.slice(Math.max(lineStart, at - 3), at + 1));
  return word === null ? null : (word[1] as string).toLowerCase();
}

/** How a value sits in an enumeration (see {@link enumerationAt}). */
export type Enumeration = 'options' | 'examples' | 'or-list' | 'list';

/** Separators of options inside brackets (`[verbal / written]`, `[Finance | HR]`, `(yes or no)`). */
export const OPTION_SEPARATORS = /\/|\||\bor\b/i;
/** What separates the items of a bracketed list. */
export const ITEM_SEPARATOR = /,|\/|\||\bor\b/i;
/** A list closed by `or` (`Low, Medium or High`). */
export const OR_CLOSED = /,\s*or\b/i;
/** The word `and`. */
export const AND_WORD = /\band\b/i;

/**
 * How a span sits in an enumeration: `options` when it is one of a list of options (an option
 * cue in its sentence such as `options`, `choose`, `levels`; joined to a neighbour by `/`, or by
 * `|` outside a table; inside brackets that hold a `/`, `|` or `or` list), `examples` when its
 * list is announced as examples (`e.g.`, `such as`), `or-list` when it
 * is an item of a list closed by `or` (`Low, Medium or High`), `list` when it is an item of a
 * plain list (inside brackets with three or more short items, `(civil, criminal, family)`, or one
 * of three or more comma-separated items), else null. The brackets of the value itself (an array
 * value written `['a', 'b']`) make no enumeration.
 */
export function enumerationAt(text: string, start: number, end: number): Enumeration | null {
  const line = lineAt(text, start);
  const sentenceStart = Math.max(line.start, start - WINDOW_CHARS, text.lastIndexOf('. ', start - 1) + 1);
  const sentenceEndAt = text.indexOf('. ', end);
  const sentenceEnd = Math.min(line.end, end + WINDOW_CHARS, sentenceEndAt < 0 ? text.length : sentenceEndAt);
  const sentence = text.slice(sentenceStart, sentenceEnd);
  const optionCue = (): boolean => OPTION_CUE.test(sentence);
  const exampleCue = (): boolean => EXAMPLE_CUE.test(sentence);
  if ((sentence.match(LETTERED_OPTION)?.length ?? 0) >= 2) return 'options';
  const bracket = bracketListAround(text, start, end, line);
  if (bracket !== null) {
    if (optionCue() || (OPTION_SEPARATORS.test(bracket.inside) && shortItems(bracket.inside))) return 'options';
    if (exampleCue()) return 'examples';
    if (isShortList(bracket.inside)) return 'list';
  }
  const after = separatorAfter(text, end, line.end);
  const before = separatorBefore(text, start, line.start);
  if (after === null && before === null) return null;
  if (after === '/' || before === '/') return 'options';
  if (after === '|' || before === '|') return isTableRow(text, line.start, line.end) ? null : 'options';
  if (optionCue()) return 'options';
  if (exampleCue()) return 'examples';
  if (after === 'or' || before === 'or' || OR_CLOSED.test(text.slice(end, sentenceEnd))) return 'or-list';
  // Three or more comma-separated items (two commas, or a comma and an `and`) around the span.
  const around = text.slice(sentenceStart, sentenceEnd);
  const commas = around.split(',').length - 1;
  return commas >= 2 || (commas >= 1 && AND_WORD.test(around) && (after === ',' || before === ',' || after === 'and' || before === 'and')) ? 'list' : null;
}

/** Items of a bracketed list: three or more, each of at most three words (`civil, criminal, family`). */
function isShortList(inside: string): boolean {
  const items = inside.split(',');
  return items.length >= 3 && shortItems(inside);
}

/** True when every item of a bracketed list (split at `,`, `/`, `|` and `or`) has at most three words. */
function shortItems(inside: string): boolean {
  return inside.split(ITEM_SEPARATOR).every((item) => wordsOf(item).length <= 3);
}

/** Whether a span is one of an enumeration (of options or a plain list): see {@link enumerationAt}. */
export function inEnumeration(text: string, start: number, end: number): boolean {
  return enumerationAt(text, start, end) !== null;
}

/**
 * Words that make a passage a catalogue: what is common, typical, available, offered or eligible
 * in general (`Common charges we defend:`, `Trial eligibility criteria:`, `Sanctions available to
 * the panel:`, `Guideline update:`, an FAQ, a leaflet, a formulary), not a record of one person.
 */
export const CATALOGUE_CUE =
  /\b(?:common(?:ly)?|typical(?:ly)?|usual(?:ly)?|(?<!\p{L})\p{L}{1,30}s available (?:to|for|at|in)|offered|we (?:defend|offer|treat|handle|cover|accept|support|stock)|criteria|guide(?:lines?)?|faqs?|leaflets?|brochures?|handouts?|formulary|catalog(?:ue)?|syllabus|curriculum|core courses|screening questions|questionnaire|training (?:covers|on)|first-line|in general)\b/iu;
/** Lettered or numbered options in brackets (`(a) penicillin (b) sulfa drugs`). */
export const LETTERED_OPTION = /\((?:[a-h]|i{1,3}|iv|v|vi)\)\s/gi;
/** A list item's opening mark (`- `, `* `, `• `, `3. `, `2) `). */
export const ITEM_MARK = /^\s{0,6}(?:[-*•·]|\d{1,2}[.)])\s/;

/** A lead-in label that speaks to or for someone (`I can guide you through the process:`) is no catalogue's title. */
export const SPEAKER_WORD = /\b(?:i|me|my|you|your)\b/i;
/** A lead-in label about one record (`List witnesses available for the case:`) is no catalogue's title. */
export const ONE_RECORD = /\b(?:the|this|that|his|her|their)\s+(?:case|customer|client|patient|account|employee|candidate|student|applicant|matter|file|claim|loan|order)\b/i;
/** A sentence that opens with what is common (`Common first-line agents … include`). */
export const COMMON_OPENING = /^\W{0,4}(?:common|typical|usual|standard)\s+\p{L}/iu;
/** Most words of a catalogue's lead-in label. */
const LABEL_WORDS = 8;

/** True when `label` (the words before a `:`) is a catalogue's title: short, impersonal, about no one record, with a {@link CATALOGUE_CUE}. */
function catalogueLabel(label: string): boolean {
  return wordsOf(label).length <= LABEL_WORDS && !SPEAKER_WORD.test(label) && !ONE_RECORD.test(label) && CATALOGUE_CUE.test(label);
}

/**
 * True when the span sits in a catalogue of what is common, available or eligible in general,
 * about nobody: its sentence opens with a lead-in label that is a catalogue's title (`Common
 * charges we defend:`, `Trial eligibility criteria:`, `Sanctions available to the panel:`) or with
 * what is common (`Common first-line agents … include`; not `Typically, …`), or it is an item of a list whose header
 * line is such a title (`Practice areas (see our FAQ):`); and the sentence refers to no person
 * ({@link aboutSomeone}) and its line (or the line's lead-in) does not name one of `subjects`, the
 * record's subject. A record's own `Label: value` lines have no catalogue cue in their label.
 */
export function inCatalogue(text: string, start: number, end: number, subjects: ReadonlySet<string> = new Set()): boolean {
  const line = lineAt(text, start);
  const sentenceStart = Math.max(line.start, start - SENTENCE_CHARS, text.lastIndexOf('. ', start - 1) + 1);
  const lead = text.slice(sentenceStart, start);
  const colon = lead.indexOf(':');
  let cued = colon >= 0 ? catalogueLabel(lead.slice(0, colon)) : COMMON_OPENING.test(lead);
  if (!cued && ITEM_MARK.test(text.slice(line.start, start))) {
    // The header of a list: the nearest line above that is no item of it, a title ending in `:`.
    let at = line.start - 1;
    for (let lines = 0; at > 0 && lines < 12; lines += 1) {
      const above = lineAt(text, at - 1);
      const content = text.slice(above.start, above.end).trim();
      if (!ITEM_MARK.test(content) && content !== '') {
        cued = content.endsWith(':') && catalogueLabel(content.slice(0, -1));
        break;
      }
      at = above.start - 1;
    }
  }
  if (!cued || aboutSomeone(text, start, end)) return false;
  // The record's subject named on the line (`504 plan summary — Kiri Tane. Eligibility: …`) makes it theirs.
  return subjects.size === 0 || !wordsOf(text.slice(Math.max(0, line.start - SENTENCE_CHARS), line.end)).some((word) => isSubjectWord(word, subjects));
}

/** A possessive before a relation (`his`, `her`, `my`, `Sam's`), or a person word between a relation and a value (`he`, `the patient`). */
export const POSSESSIVE_WORD = /^(?:his|her|their|my|our|s)$/i;
export const BETWEEN_PERSON = /\b(?:he|she|him|patient|client|employee|customer|student)\b/i;
/** Characters of its sentence read before a value for a relation. */
const RELATIVE_WINDOW = 80;

/**
 * True when the clause before a value is told of a relative (`His wife takes atorvastatin`, `Her
 * sister Mariana was diagnosed with type 1 diabetes`, `His father had chronic kidney disease`): a
 * possessive and a family noun before the value in its sentence, with no person word between
 * them and the value (`His mother says he takes metformin` is his). The caller leaves out fields
 * that are about relatives (emergency contacts, next of kin, family history).
 */
export function toldOfRelative(text: string, start: number): boolean {
  const from = Math.max(0, start - RELATIVE_WINDOW);
  let lead = text.slice(from, start);
  for (let at = lead.length - 1; at >= 0; at -= 1) {
    if (SENTENCE_END.test(lead.charAt(at)) && (at + 1 >= lead.length || lead.charAt(at + 1) === ' ' || lead.charAt(at + 1) === '\n')) {
      lead = lead.slice(at + 1);
      break;
    }
  }
  const words = wordsOf(lead);
  for (let index = 1; index < words.length; index += 1) {
    const word = (words[index] ?? '').toLowerCase();
    if (!RELATIVE_NOUNS.has(word) && !(word.endsWith('s') && RELATIVE_NOUNS.has(word.slice(0, -1)))) continue;
    // `Sam's wife` reads as the words `Sam`, `s`, `wife`.
    const possessor = words[index - 1] ?? '';
    if (!POSSESSIVE_WORD.test(possessor)) continue;
    const after = words.slice(index + 1).join(' ');
    return !BETWEEN_PERSON.test(after);
  }
  return false;
}

/** Field words of values that are about relatives themselves (an emergency contact, next of kin, family history). */
const RELATIVES_FIELD_WORDS: ReadonlySet<string> = new Set([
  'family',
  'kin',
  'emergency',
  'contact',
  'contacts',
  'spouse',
  'household',
  'dependent',
  'dependents',
  'relative',
  'relatives',
  'guardian',
  'parent',
  'parents',
]);

/** True when a field's own words say it is about relatives (`emergency_contacts`, `family_history`, `spouse_medication`). */
export function aboutRelatives(cues: FieldCues): boolean {
  return cues.words.some((word) => RELATIVES_FIELD_WORDS.has(word.toLowerCase()) || RELATIVE_NOUNS.has(word.toLowerCase()));
}

/** Words that refer to a person (a pronoun, or the role a record is about). */
export const PERSON_REFERENCE = /\b(?:he|she|him|his|her|hers|they|them|their|patient|client|employee|customer|candidate|student|applicant|member|borrower|tenant|defendant|user)\b/i;
/** Where a sentence ends. */
export const SENTENCE_END = /[.!?;\n]/;

/** Characters of a sentence read on either side of a value. */
const SENTENCE_CHARS = 160;

/**
 * True when the sentence around a span refers to a person (a pronoun or a role such as
 * `patient`): a value stated about someone, not a mention in general text.
 */
export function aboutSomeone(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - SENTENCE_CHARS), start);
  let from = before.length;
  while (from > 0 && !SENTENCE_END.test(before.charAt(from - 1))) from -= 1;
  const after = text.slice(end, end + SENTENCE_CHARS);
  let to = 0;
  while (to < after.length && !(SENTENCE_END.test(after.charAt(to)) && (to + 1 >= after.length || after.charAt(to + 1) === ' ' || after.charAt(to + 1) === '\n'))) to += 1;
  return PERSON_REFERENCE.test(before.slice(from)) || PERSON_REFERENCE.test(after.slice(0, to));
}

/** A ticked box or radio button just before a value (`[x]`, `(•)`, `☒`). */
export const CHECKED_MARK = /(?:\[[xX✓✔•*]\]|\([xX✓✔•*]\)|[☒☑✓✔])\s{0,3}$/;
/** An empty box or radio button just before a value (`[ ]`, `( )`, `☐`). */
export const UNCHECKED_MARK = /(?:\[\s{0,2}\]|\(\s{0,2}\)|[☐○◯])\s{0,3}$/;
/** `not`, `non-`, `no` just before a value (`not guilty`): another value. */
export const NEGATED_BEFORE = /(?:^|[^A-Za-z])(?:not|non|no|never)[\s-]{1,2}$/i;

/** A form mark just before the span: a ticked or empty box, or null. */
export function optionMark(text: string, start: number): 'checked' | 'unchecked' | null {
  const before = text.slice(Math.max(0, start - 8), start);
  if (CHECKED_MARK.test(before)) return 'checked';
  if (UNCHECKED_MARK.test(before)) return 'unchecked';
  return null;
}

/** True when the span follows a negation (`not guilty`, `non-smoker`): the text names another value. */
export function negatedBefore(text: string, start: number): boolean {
  return NEGATED_BEFORE.test(text.slice(Math.max(0, start - 8), start));
}

/** The ASCII letters just before `index` (at most 40). */
function lettersBefore(text: string, index: number): string {
  let from = index;
  while (from > 0 && index - from < 40 && (text.charCodeAt(from - 1) | 32) >= 97 && (text.charCodeAt(from - 1) | 32) <= 122) from -= 1;
  return text.slice(from, index);
}

/**
 * True when a common word is capitalised in the middle of a sentence, between lower-case words
 * (`Works in Security.`, `moved to Security last spring`): written as a name — the field's value —
 * rather than as the ordinary word (`security`) or inside a Title Case heading.
 */
export function writtenAsName(text: string, start: number, end: number): boolean {
  if (!isUpperCode(text.charCodeAt(start)) || end - start < 4 || text.slice(start, end) === text.slice(start, end).toUpperCase()) return false;
  // One space after a lower-case letter: mid-sentence, not after a break or a Title Case word.
  const before = text.charCodeAt(start - 2);
  if (start < 2 || text.charCodeAt(start - 1) !== 32 || !(before >= 97 && before <= 122)) return false;
  const next = text.slice(end, end + 2);
  return !(next.charCodeAt(0) === 32 && isUpperCode(next.charCodeAt(1)));
}

/**
 * True when a capitalised span ends a longer capitalised term (`Top Secret` for `Secret`,
 * `Social Security` for `Security`): a capitalised word just before it, joined by one space,
 * other than a cue word or a function word opening a sentence (`The`, `In`, `Moved`: capitalised
 * by position, not as part of a term). (A capitalised word after it, `Criminal
 * Litigation`, `Sales Manager`, is a head the value qualifies: the value still holds.)
 */
export function inLongerTerm(text: string, start: number, cues: FieldCues): boolean {
  if (!isUpperCode(text.charCodeAt(start))) return false;
  if (start >= 2 && text.charCodeAt(start - 1) === 32) {
    const previous = lettersBefore(text, start - 1);
    const previousStart = start - 1 - previous.length;
    if (previous.length > 1 && isUpperCode(previous.charCodeAt(0)) && previous !== previous.toUpperCase() && !isCueWord(previous, cues)) {
      // A word capitalised only because it opens the sentence is no part of a term (`The Security team`,
      // `In Security since May`); any other is (`Social Security numbers`, `Top Secret`).
      const lead = text.slice(Math.max(0, previousStart - 3), previousStart).trimEnd();
      const opensSentence = lead === '' || SENTENCE_OPENER.test(lead);
      return !(opensSentence && SENTENCE_FUNCTION_WORDS.has(previous.toLowerCase()));
    }
  }
  return false;
}

/** Function words that open a sentence with a capital of their own, before a value (`The Security team`). */
const SENTENCE_FUNCTION_WORDS: ReadonlySet<string> = new Set([
  'the',
  'a',
  'an',
  'this',
  'that',
  'these',
  'those',
  'our',
  'your',
  'his',
  'her',
  'their',
  'my',
  'its',
  'in',
  'at',
  'on',
  'to',
  'from',
  'for',
  'with',
  'by',
  'of',
  'into',
  'and',
  'but',
  'or',
  'so',
  'as',
  'after',
  'before',
  'since',
  'until',
  'moved',
  'joined',
  'transferred',
  'works',
  'worked',
  'working',
  'is',
  'was',
  'now',
  'still',
  'currently',
  'not',
  'no',
  'also',
  'only',
]);

/**
 * After a part of a name that opens a sentence: a possessive, or a copula, auxiliary or reporting
 * verb, so the word is the sentence's subject (`Mark is out on the 14th`, `Grace's shift`) rather
 * than an imperative or a heading (`Mark the date`, `Grace period`).
 */
export const SUBJECT_AFTER =
  /^(?:['’](?:s|ll|d|ve)\b|\s{1,2}(?:is|was|has|had|will|would|can|could|should|may|might|must|does|did|isn['’]t|wasn['’]t|hasn['’]t|won['’]t|can['’]t|doesn['’]t|didn['’]t|needs?|wants?|said|says|asked|told|got|gets|went|goes|took|takes|came|comes|left|called|emailed|sent|wrote|thinks|thought|knows|knew|feels|felt|seems|seemed|mentioned|confirmed|agreed|started|joined|works|worked|lives|lived|moved|and|or)\b)/;

/** True when the letter at `index` is a capital (any script): `É`, `Ø` as well as `A`–`Z`. */
function capitalAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code < 128) return isUpperCode(code);
  const ch = text.charAt(index);
  return ch !== ch.toLowerCase();
}

/**
 * True when one part of a person's name alone — the given name or the surname (`Priya's leave`,
 * `Hi Aoife,`, `United States v. Marsh`) — names the person: written with a capital, and not one
 * word of a longer capitalised name (`Priya Das` is someone else; the full name, `Ms Raman` and
 * `Raman, P.` are matched as wholes). A capitalised word before a given name counts only when it
 * opens the sentence (`Hi`, `Dear`, `Patient`); before a surname, never (`Astrid Lindqvist`). A part that is also a common word (`Mark`, `Grace`, `Brown`)
 * opening a sentence must be its subject ({@link SUBJECT_AFTER}): `Mark is out`, not `Mark the date`.
 * A part joined by a hyphen to another word is not the name alone, nor is a part the same text
 * also writes as one word of another person's full name (`Case update for Jennifer Rodriguez …
 * Dear Jennifer` for a vault's Jennifer Wood).
 */
export function namedByPart(text: string, start: number, end: number, common: boolean, surname = false): boolean {
  if (!capitalAt(text, start)) return false;
  // A capitalised word right after it: another person's full name, or a Title Case term.
  if (text.charCodeAt(end) === 32 && end + 1 < text.length && capitalAt(text, end + 1)) return false;
  // Joined by a hyphen to another word (`Colleen-Nguyens`, `Ann-Marie`): a longer name or a compound.
  if ((text.charCodeAt(end) === 45 && WORD_CHAR_TEST.test(text.charAt(end + 1))) || (text.charCodeAt(start - 1) === 45 && WORD_CHAR_TEST.test(text.charAt(start - 2)))) return false;
  let opensSentence = opensAt(text, start);
  if (!opensSentence && text.charCodeAt(start - 1) === 32) {
    const previous = lettersBefore(text, start - 1);
    if (previous.length > 0 && isUpperCode(previous.charCodeAt(0))) {
      // `Hi Aoife`, `Dear Martin`, `Patient Priya`: the word before opens the sentence, the name does not.
      // Before a surname a capitalised word is a given name (`Astrid Lindqvist`: someone else).
      if (surname || !opensAt(text, start - 1 - previous.length)) return false;
      opensSentence = false;
    }
  }
  if (common && opensSentence && !SUBJECT_AFTER.test(text.slice(end, end + 12))) return false;
  return !writtenInAnotherName(text, text.slice(start, end), surname);
}

/**
 * True when the text also writes `part` as one word of a longer capitalised name: a given name
 * followed by a capitalised word (`Jennifer Rodriguez`), a surname after one (`Astrid Lindqvist`;
 * `Mr Lindqvist` is the vault's own name, matched as a whole). The part alone then most likely refers to that person: the
 * vault's own full name is matched as a whole, so the longer name is someone else's.
 */
function writtenInAnotherName(text: string, part: string, surname: boolean): boolean {
  for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length)) {
    const end = at + part.length;
    if (WORD_CHAR_TEST.test(text.charAt(at - 1)) || WORD_CHAR_TEST.test(text.charAt(end))) continue;
    if (!surname && text.charCodeAt(end) === 32 && capitalAt(text, end + 1) && WORD_CHAR_TEST.test(text.charAt(end + 2))) return true;
    if (surname && text.charCodeAt(at - 1) === 32) {
      const previous = lettersBefore(text, at - 1);
      if (previous.length > 1 && isUpperCode(previous.charCodeAt(0))) return true;
    }
  }
  return false;
}

/** True when a word at `index` opens a sentence, a line or a cell: nothing but spaces between it and a {@link SENTENCE_OPENER} or the start. */
function opensAt(text: string, index: number): boolean {
  let at = index;
  while (at > 0 && (text.charCodeAt(at - 1) === 32 || text.charCodeAt(at - 1) === 9)) at -= 1;
  return at === 0 || SENTENCE_OPENER.test(text.charAt(at - 1));
}

/** Every pattern of this file, for the ReDoS check. */
export const VALUE_CONTEXT_PATTERNS: readonly RegExp[] = [
  WORD,
  SEPARATOR_CELL,
  LOWER_LETTERS,
  VOWEL,
  LEADING_CONJUNCTION,
  TRAILING_CONJUNCTION,
  SENTENCE_OPENER,
  OPTION_CUE,
  EXAMPLE_CUE,
  BRACKET_LIST,
  WORD_CHAR_TEST,
  OPTION_SEPARATORS,
  ITEM_SEPARATOR,
  OR_CLOSED,
  AND_WORD,
  PERSON_REFERENCE,
  POSSESSIVE_WORD,
  BETWEEN_PERSON,
  CATALOGUE_CUE,
  SPEAKER_WORD,
  ONE_RECORD,
  COMMON_OPENING,
  LETTERED_OPTION,
  ITEM_MARK,
  SENTENCE_END,
  SUBJECT_AFTER,
  CHECKED_MARK,
  UNCHECKED_MARK,
  NEGATED_BEFORE,
];
