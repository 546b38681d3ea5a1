import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeJsonError, jsonErrorPosition, parseJson } from './json-parse.js';

function v8Accepts(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** JSON-ish text: valid documents, then cut, spliced and sprinkled with bare words. */
const jsonish = fc.oneof(
  fc.json(),
  fc.tuple(fc.json(), fc.nat(), fc.constantFrom('', 'x', 'SSN5124', ',', '}', ']', '"', '\\', ':', '\n', '\u0001', 'tru', '1.', '-', '\\u12')).map(([text, at, insert]) => {
    const cut = at % (text.length + 1);
    return text.slice(0, cut) + insert + text.slice(cut);
  }),
  fc.tuple(fc.json(), fc.nat()).map(([text, at]) => text.slice(0, at % (text.length + 1))),
);

describe('JSON parse errors', () => {
  it('find an error exactly where V8 refuses the text', () => {
    fc.assert(
      fc.property(jsonish, (text) => {
        expect(jsonErrorPosition(text) === undefined).toBe(v8Accepts(text));
      }),
      { numRuns: 5000 },
    );
  });

  it('agree with the positions V8 gives', () => {
    fc.assert(
      fc.property(jsonish, (text) => {
        try {
          JSON.parse(text);
        } catch (error) {
          const reported = /position (\d+)/.exec((error as Error).message)?.[1];
          if (reported !== undefined && Number(reported) < text.length) expect(jsonErrorPosition(text)).toBe(Number(reported));
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('name a column, a line and column, or an early end, and never the text', () => {
    expect(parseJson('{"ssn": SSN5124-11-2222}')).toEqual({ ok: false, message: 'not valid JSON (error at column 9)' });
    expect(parseJson('{\n  "a": 1,\n  "ssn": 787-08\n}')).toEqual({ ok: false, message: 'not valid JSON (error at line 3, column 13)' });
    expect(parseJson('{"name": "Rae Fin')).toEqual({ ok: false, message: 'not valid JSON (ends early: truncated line?)' });
    expect(parseJson('[1, 2]')).toEqual({ ok: true, value: [1, 2] });
    expect(describeJsonError(new Error('odd'), '')).toBe('not valid JSON (ends early: truncated line?)');
    expect(jsonErrorPosition(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)).toBeUndefined();
  });
});
