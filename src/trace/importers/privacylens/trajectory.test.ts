import { describe, expect, it } from 'vitest';
import { parseLenient, parseTrajectory } from './trajectory.js';

describe('PrivacyLens trajectory parsing', () => {
  it('splits blocks at Action:, also when glued to the previous observation', () => {
    const steps = parseTrajectory(
      'Action: A\nAction Input: {"x": 1}\nObservation: {"ok": true}Action: B\nAction Input: {}\nObservation: {"y": [1]}\n\nAction: C\nAction Input:{}\nObservation: plain text',
    );
    expect(steps.map((step) => step.action)).toEqual(['A', 'B', 'C']);
    expect(steps[0]).toEqual({ action: 'A', input: { kind: 'json', value: { x: 1 } }, observation: { kind: 'json', value: { ok: true } } });
    expect(steps[2]?.observation).toEqual({ kind: 'raw', text: 'plain text' });
  });

  it('retries after un-escaping quotes and keeps raw text otherwise', () => {
    expect(parseLenient('{\\"keywords\\": \\"company newsletter\\"}')).toEqual({ kind: 'json', value: { keywords: 'company newsletter' } });
    expect(parseLenient('{"a": 1}\n trailing words')).toEqual({ kind: 'json', value: { a: 1 } });
    expect(parseLenient('not json')).toEqual({ kind: 'raw', text: 'not json' });
  });

  it('handles an Observation on the same line as a closing input brace, and a quoted action name', () => {
    const [step] = parseTrajectory('Action: NotionManagerSearchContent"\nAction Input: {"term": "x", "chat_id": "y"\n}Observation: {"results": []}');
    expect(step).toEqual({ action: 'NotionManagerSearchContent', input: { kind: 'json', value: { term: 'x', chat_id: 'y' } }, observation: { kind: 'json', value: { results: [] } } });
  });
});
