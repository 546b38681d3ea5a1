import { describe, expect, it } from 'vitest';
import { columnLabels, lastMatchEnd, otherIdentifierBefore, versionBefore } from './cues.js';

describe('column labels', () => {
  const header = (text: string, cell: string): string | null => columnLabels(text).headerOf(text.indexOf(cell))?.trim() ?? null;

  it('labels a cell of a Markdown table, a CSV and a TSV by its column header', () => {
    const markdown = '| Name | Phone | Order # |\n|---|---|---|\n| Ana | 0612 | 4471 |\n| Bo | 0698 | 5512 |';
    expect(header(markdown, '0612')).toBe('Phone');
    expect(header(markdown, '5512')).toBe('Order #');
    expect(header('name,phone\nAna,0612\nBo,0698', '0698')).toBe('phone');
    expect(header('name\tmobile\nAna\t0612', '0612')).toBe('mobile');
  });

  it('gives no label outside tables or to the header row itself', () => {
    expect(header('call 0612 now', '0612')).toBeNull();
    expect(header('| 0612 | Phone |\n|---|---|', '0612')).toBeNull();
  });

  it('stays bounded on one very long line', () => {
    const text = `${'1 '.repeat(50_000)}| Phone |`;
    const labels = columnLabels(text);
    for (let index = 0; index < text.length; index += 997) expect(labels.headerOf(index)).toBeNull();
  });
});

describe('cue helpers', () => {
  it('finds the end of the last match in a window', () => {
    expect(lastMatchEnd(/tel/i, 'Tel 1, tel 2')).toBe(10);
    expect(lastMatchEnd(/fax/i, 'Tel 1')).toBe(-1);
  });

  it('recognises identifier nouns as field names and version words before a dotted number', () => {
    expect(otherIdentifierBefore('{"order_id": "', 14)).toBe(true);
    expect(otherIdentifierBefore('tracking-no ', 12)).toBe(true);
    expect(otherIdentifierBefore('reorder ', 8)).toBe(false);
    expect(versionBefore('{"version": "', 13)).toBe(true);
    expect(versionBefore('server ', 7)).toBe(false);
  });
});
