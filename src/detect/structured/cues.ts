/**
 * Context cues: words near a candidate that make it an SSN, a routing number or a diagnosis
 * rather than an order number. Cue patterns are tested on a bounded window, never the whole
 * text, so their cost per candidate is constant.
 */

/** Nouns that make a number some other identifier (an order, an invoice, a ticket, an account). */
const OTHER_IDENTIFIER_NOUNS =
  'order|invoice|inv|ticket|tkt|ref|reference|tracking|confirmation|conf|case|po|sku|part|item|serial|model|receipt|booking|reservation|transaction|txn|account|acct|customer|member|employee|policy|claim|mrn|shipment|parcel|isbn|upc|ean|batch|lot';

/**
 * Words that mark a number as some other identifier right before it, also as a field name
 * (`Order #`, `invoice no.`, `order_id": "`, `tracking-no`).
 */
export const OTHER_IDENTIFIER_CUE = new RegExp(`(?<![A-Za-z])(?:${OTHER_IDENTIFIER_NOUNS})(?:[\\s_-]{0,2}(?:number|num|no|nr|id))?(?![A-Za-z])[^A-Za-z]{0,6}$`, 'i');
/** The same nouns anywhere in a label (a table column header such as "Order #" or "Tracking"). */
export const OTHER_IDENTIFIER_WORD = new RegExp(`(?<![A-Za-z])(?:${OTHER_IDENTIFIER_NOUNS})(?![A-Za-z])`, 'i');

/**
 * Words right before a dotted number that make it a version, a build or a section number rather
 * than an address or a phone ("version 10.0.0.1", `"version": "4.2.0.1"`, "build 4.2.0.1",
 * "§ 1.2.3.4"). Decision: such a number is never an IP address, even when it is a valid one.
 */
export const VERSION_CUE =
  /(?:(?<![A-Za-z])(?:v|ver|version|versions|release|rel|build|rev|revision|firmware|fw|sdk|api|update|patch|section|sec|clause|chapter|ch|step|figure|fig|table|item|article|art|rule|para|paragraph|appendix|isbn|oid)\.?|§)["'\s:#=]{0,4}$/i;

/** True when the words just before `start` make a dotted number a version or section number. */
export function versionBefore(text: string, start: number): boolean {
  return VERSION_CUE.test(text.slice(Math.max(0, start - 24), start));
}

/** The text in the window of `size` characters before `index`, lower-cased. */
export function windowBefore(text: string, index: number, size: number): string {
  return text.slice(Math.max(0, index - size), index);
}

/** The text in the window of `size` characters after `index`. */
export function windowAfter(text: string, index: number, size: number): string {
  return text.slice(index, index + size);
}

/** True when `cue` matches within `size` characters before `index`. */
export function cueBefore(text: string, index: number, cue: RegExp, size: number): boolean {
  return cue.test(windowBefore(text, index, size));
}

/** True when `cue` matches within `size` characters before `start` or after `end`. */
export function cueAround(text: string, start: number, end: number, cue: RegExp, size: number): boolean {
  return cue.test(windowBefore(text, start, size)) || cue.test(windowAfter(text, end, size));
}

/**
 * True when the words just before a number name another kind of identifier (`Order #`,
 * `invoice`, `ticket`), so the number must not be taken for an SSN or a card.
 */
export function otherIdentifierBefore(text: string, index: number): boolean {
  return OTHER_IDENTIFIER_CUE.test(windowBefore(text, index, 24));
}

/**
 * End of the last match of a (non-global) `pattern` in a short text, or -1. For cue windows only:
 * the text is a bounded window, so the scan costs a constant, and the pattern keeps no state.
 */
export function lastMatchEnd(pattern: RegExp, text: string): number {
  let end = -1;
  let offset = 0;
  for (let match = pattern.exec(text); match !== null && offset < text.length; match = pattern.exec(text.slice(offset))) {
    end = offset + match.index + match[0].length;
    offset = end > offset ? end : offset + 1;
  }
  return end;
}

/** Longest row (characters) and most rows a table header is looked for across. */
const MAX_ROW = 2000;
const MAX_TABLE_ROWS = 200;

/** The headers of the table columns a text's positions lie in (Markdown pipe tables, CSV, TSV). */
export interface ColumnLabels {
  /** The header cell of the column `index` is in, or null when it is in no table. */
  headerOf(index: number): string | null;
}

function countOf(text: string, character: string): number {
  let count = 0;
  for (let index = text.indexOf(character); index >= 0; index = text.indexOf(character, index + 1)) count += 1;
  return count;
}

/**
 * The column headers of the tables in `text`, looked up per position: a cell of a Markdown pipe
 * table, a CSV or a TSV row is labelled by the cell in the same column of the block's first row
 * ("| Name | Phone |" above "| Ana | 06 12 34 56 78 |"). Each line's block top is found once
 * (remembered per line), so lookups over a whole table stay linear in its size.
 */
export function columnLabels(text: string): ColumnLabels {
  const tops = new Map<number, number>();
  // Lookups come mostly in increasing order: a cursor remembers the last newline before the last
  // position asked, so walking a text costs one pass; other lookups search at most MAX_ROW back.
  let cursor = 0;
  let lastNewline = -1;
  const lineStartOf = (index: number): number => {
    if (index >= cursor && index - cursor <= 4 * MAX_ROW) {
      for (let at = cursor; at < index; at += 1) if (text.charCodeAt(at) === 10) lastNewline = at;
      cursor = index;
      if (index - (lastNewline + 1) <= MAX_ROW) return lastNewline + 1;
      return -1;
    }
    const from = Math.max(0, index - MAX_ROW);
    const newline = text.slice(from, index).lastIndexOf('\n');
    return newline >= 0 ? from + newline + 1 : from === 0 ? 0 : -1;
  };
  const lineAt = (lineStart: number): string => {
    const line = text.slice(lineStart, lineStart + MAX_ROW);
    const newline = line.indexOf('\n');
    return newline < 0 ? line : line.slice(0, newline);
  };
  const delimiterOf = (line: string): string | null => (line.includes('|') ? '|' : line.includes('\t') ? '\t' : line.includes(',') ? ',' : null);
  const topOf = (lineStart: number, delimiter: string): number => {
    const visited: number[] = [];
    let top = lineStart;
    for (let rows = 0; rows < MAX_TABLE_ROWS; rows += 1) {
      const known = tops.get(top);
      if (known !== undefined) {
        top = known;
        break;
      }
      visited.push(top);
      if (top === 0) break;
      const above = lineStartOf(top - 1);
      if (above < 0 || !text.slice(above, top - 1).includes(delimiter)) break;
      top = above;
    }
    for (const line of visited) tops.set(line, top);
    return top;
  };
  return {
    headerOf(index: number): string | null {
      const lineStart = lineStartOf(index);
      if (lineStart < 0) return null;
      const delimiter = delimiterOf(lineAt(lineStart));
      if (delimiter === null) return null;
      const top = topOf(lineStart, delimiter);
      if (top === lineStart) return null;
      return lineAt(top).split(delimiter)[countOf(text.slice(lineStart, index), delimiter)] ?? null;
    },
  };
}

/** Every pattern of this file, for the ReDoS check. */
export const CUE_PATTERNS: readonly RegExp[] = [OTHER_IDENTIFIER_CUE, OTHER_IDENTIFIER_WORD, VERSION_CUE];
