import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeAnyValue, flattenRequest, normalizeId } from './otlp.js';

describe('OTLP/JSON decoding', () => {
  it('accepts ids as hex or as base64 of the same bytes, and nothing else', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), fc.uint8Array({ minLength: 8, maxLength: 8 }), (trace, span) => {
        const traceHex = Buffer.from(trace).toString('hex');
        const spanHex = Buffer.from(span).toString('hex');
        expect(normalizeId(traceHex.toUpperCase(), 16)).toBe(traceHex);
        expect(normalizeId(Buffer.from(trace).toString('base64'), 16)).toBe(traceHex);
        expect(normalizeId(Buffer.from(trace).toString('base64url'), 16)).toBe(traceHex);
        expect(normalizeId(Buffer.from(span).toString('base64'), 8)).toBe(spanHex);
      }),
    );
    expect(normalizeId('not-an-id', 16)).toBeUndefined();
    expect(normalizeId('abcd', 8)).toBeUndefined();
  });

  it('decodes every AnyValue kind, keeping integers beyond 2^53 exact as text', () => {
    expect(decodeAnyValue({ stringValue: 'a' })).toBe('a');
    expect(decodeAnyValue({ intValue: '42' })).toBe(42);
    expect(decodeAnyValue({ intValue: '9007199254740993' })).toBe('9007199254740993');
    expect(decodeAnyValue({ doubleValue: 1.5 })).toBe(1.5);
    expect(decodeAnyValue({ boolValue: false })).toBe(false);
    expect(decodeAnyValue({ arrayValue: { values: [{ stringValue: 'x' }, { intValue: 1 }] } })).toEqual(['x', 1]);
    expect(decodeAnyValue({ kvlistValue: { values: [{ key: 'k', value: { stringValue: 'v' } }] } })).toEqual({ k: 'v' });
    expect(decodeAnyValue({})).toBeNull();
  });

  it('reports a span with an unreadable id by position and keeps the others', () => {
    const good = { traceId: '5b8efff798038103d269b633813fc60c', spanId: 'eee19b7ec3c1b174', name: 'a', startTimeUnixNano: '1' };
    const { spans, problems } = flattenRequest({ resourceSpans: [{ scopeSpans: [{ spans: [good, { ...good, spanId: 'zz' }] }] }] });
    expect(spans.map((span) => span.name)).toEqual(['a']);
    expect(problems).toEqual(['resourceSpans[0].scopeSpans[0].spans[1]: trace or span id is neither hex nor base64 of the right length']);
  });
});
