import { describe, expect, it } from 'vitest';
import { ATTACK_CATALOG } from './attacks/catalog.js';
import { generateScenarios } from './generate/index.js';
import { computeStats, renderStatsMarkdown, renderStatsText } from './stats.js';

const scenarios = generateScenarios({ count: 80, seed: 5 });

describe('computeStats', () => {
  it('counts domains, levels and topologies that add up to the total', () => {
    const stats = computeStats(scenarios);
    expect(stats.total).toBe(80);
    for (const title of ['Domain', 'Topology', 'Adversary level']) {
      const table = stats.tables.find((candidate) => candidate.title === title);
      expect(
        table?.rows.reduce((sum, row) => sum + Number(row[1]), 0),
        title,
      ).toBe(80);
    }
    const classes = stats.tables.find((table) => table.title.startsWith('Attack class'));
    expect(classes?.rows).toHaveLength(32);
    expect(classes?.rows.reduce((sum, row) => sum + Number(row[3]), 0)).toBe(scenarios.filter((scenario) => scenario.attack !== null).length);
    expect(stats.vaultSize.min).toBeGreaterThanOrEqual(21);
    expect(stats.allowedSize.max).toBeLessThanOrEqual(5);
  });

  it('renders plain text and Markdown with every class listed', () => {
    const stats = computeStats(scenarios);
    const text = renderStatsText(stats);
    const markdown = renderStatsMarkdown(stats);
    for (const attack of ATTACK_CATALOG) {
      expect(text).toContain(attack.id);
      expect(markdown).toContain(`| ${attack.id} |`);
    }
    expect(text).toMatch(/^scenarios: 80\n/);
    expect(markdown).toContain('### Tier mix of vault values');
    expect(markdown).toMatch(/\| domain \| count \| share \|\n\| --- \| ---: \| ---: \|/);
  });

  it('handles an empty set', () => {
    const stats = computeStats([]);
    expect(stats.total).toBe(0);
    expect(stats.vaultSize).toEqual({ min: 0, median: 0, max: 0 });
    expect(renderStatsText(stats)).toContain('0.0%');
  });
});
