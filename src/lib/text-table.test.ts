import { describe, expect, it } from 'vitest';
import { markdownTable, textTable } from './text-table.js';

describe('textTable', () => {
  it('pads columns to the widest cell, rules the header and trims line ends', () => {
    expect(
      textTable(
        ['channel', 'rate'],
        [
          ['C1', '4.0%'],
          ['C2 long name', ''],
        ],
      ),
    ).toBe(['channel       rate', '------------  ----', 'C1            4.0%', 'C2 long name'].join('\n'));
  });

  it('right-aligns the cells the caller asks for', () => {
    const align = (cell: string): 'left' | 'right' => (/^\d+$/.test(cell) ? 'right' : 'left');
    expect(
      textTable(
        ['name', 'count'],
        [
          ['a', '5'],
          ['b', '120'],
        ],
        { align },
      ),
    ).toBe(['name  count', '----  -----', 'a         5', 'b       120'].join('\n'));
  });
});

describe('markdownTable', () => {
  it('escapes pipes and marks columns whose every cell is right-aligned', () => {
    const align = (cell: string): 'left' | 'right' => (/^\d+$/.test(cell) ? 'right' : 'left');
    expect(markdownTable(['agent | defense', 'n'], [['naive | none', '4']], { align })).toBe(['| agent \\| defense | n |', '| --- | ---: |', '| naive \\| none | 4 |'].join('\n'));
    expect(markdownTable(['a'], [])).toBe('| a |\n| --- |');
  });
});
