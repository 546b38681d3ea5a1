/**
 * The one table renderer of leakscope's text outputs: aligned plain text (terminal) and
 * Markdown. Pure; cells are strings, already formatted.
 */

/** Alignment of a cell (`left` pads at the end, `right` at the start). */
export type CellAlign = 'left' | 'right';

/** Options of {@link textTable} and {@link markdownTable}. */
export interface TableOptions {
  /**
   * Alignment per cell (text) or per column (Markdown: a column is right-aligned when every body
   * cell of it is). Default: everything left.
   */
  readonly align?: (cell: string, column: number) => CellAlign;
}

/**
 * Plain-text table: columns padded to their widest cell and separated by two spaces, a dashed
 * rule under the header, trailing spaces trimmed. No final newline.
 *
 * @example textTable(['channel', 'rate'], [['C1', '4.0%']]) // 'channel  rate\n-------  ----\nC1       4.0%'
 */
export function textTable(header: readonly string[], rows: readonly (readonly string[])[], options: TableOptions = {}): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => ((options.align?.(cell, column) ?? 'left') === 'right' ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/**
 * Markdown table; pipes in cells are escaped. No final newline.
 *
 * @example markdownTable(['channel', 'rate'], [['C1', '4.0%']]) // '| channel | rate |\n| --- | --- |\n| C1 | 4.0% |'
 */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[], options: TableOptions = {}): string {
  const escape = (cell: string): string => cell.replace(/\|/g, '\\|');
  const { align } = options;
  const rule = header.map((_, column) => (align !== undefined && rows.length > 0 && rows.every((row) => align(row[column] ?? '', column) === 'right') ? '---:' : '---'));
  return [`| ${header.map(escape).join(' | ')} |`, `| ${rule.join(' | ')} |`, ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`)].join('\n');
}
