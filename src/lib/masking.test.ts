import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskValue, maskValuesInText, prepareValueMasker, type ValueMasker } from './masking.js';

/**
 * The implementation before masking was prepared per vault (one `indexOf` pass per value), kept
 * here only as the oracle: the prepared masker must give the same text.
 */
function oracle(text: string, values: Iterable<string>): string {
  const sorted = [...new Set(values)].filter((value) => value.trim().length >= 3).sort((a, b) => b.length - a.length);
  let out = text;
  for (const value of sorted) {
    const lower = out.toLowerCase();
    const needle = value.toLowerCase();
    let index = lower.indexOf(needle);
    if (index < 0) continue;
    let rebuilt = '';
    let last = 0;
    while (index >= 0) {
      rebuilt += out.slice(last, index) + maskValue(value);
      last = index + needle.length;
      index = lower.indexOf(needle, last);
    }
    out = rebuilt + out.slice(last);
  }
  return out;
}

const digit = fc.constantFrom(...'0123456789');
const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((list) => list.join(''));
const word = fc.constantFrom('rae', 'Finch', 'fin', 'ch', 'the', 'ab', 'abc', 'Ärzte', 'été', 'naïve', 'Ωmega', 'a', 'SSN', 'ssn', '08', '3753', '-');
/** Values in the forms vaults hold, from small alphabets so that they overlap and share prefixes. */
const value = fc.oneof(
  fc.tuple(digits(3), digits(2), digits(4)).map(([a, b, c]) => `${a}-${b}-${c}`),
  fc.tuple(digits(3), digits(3), digits(4)).map(([a, b, c]) => `+1 (${a}) ${b}-${c}`),
  fc.array(digits(4), { minLength: 4, maxLength: 4 }).map((groups) => groups.join(' ')),
  fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' ')),
  fc.array(word, { minLength: 1, maxLength: 2 }).map((words) => `${words.join('.')}@example.org`),
  fc.array(fc.constantFrom(...'0123456789ABCDEF'), { minLength: 4, maxLength: 8 }).map((hex) => `CANARY_SSN_${hex.join('')}`),
  fc.constantFrom('ab', '  a ', 'abc', 'ABC', 'aaa', 'aa', '3753', '08-3753', 'fin'),
  digits(3),
  digits(9),
);
type Piece = { kind: 'word'; text: string } | { kind: 'value'; index: number; form: 'same' | 'upper' | 'lower' | 'swap' | 'prefix' | 'twice' };
const piece: fc.Arbitrary<Piece> = fc.oneof(
  word.map((text) => ({ kind: 'word' as const, text })),
  fc.record({
    kind: fc.constant('value' as const),
    index: fc.nat(20),
    form: fc.constantFrom('same' as const, 'upper' as const, 'lower' as const, 'swap' as const, 'prefix' as const, 'twice' as const),
  }),
);
const separator = fc.constantFrom(' ', '', ', ', '\n', '-', '*');

function render(values: readonly string[], pieces: readonly Piece[], separators: readonly string[]): string {
  return pieces
    .map((item, position) => {
      const gap = separators[position % Math.max(1, separators.length)] ?? ' ';
      if (item.kind === 'word' || values.length === 0) return `${item.kind === 'word' ? item.text : 'x'}${gap}`;
      const chosen = values[item.index % values.length] as string;
      const swapped = [...chosen].map((ch, k) => (k % 2 === 0 ? ch.toUpperCase() : ch.toLowerCase())).join('');
      const forms = { same: chosen, upper: chosen.toUpperCase(), lower: chosen.toLowerCase(), swap: swapped, prefix: chosen.slice(0, Math.ceil(chosen.length / 2)), twice: `${chosen}${chosen}` };
      return `${forms[item.form]}${gap}`;
    })
    .join('');
}

describe('masking values in text', () => {
  it('gives the same text as the one-pass-per-value implementation', () => {
    fc.assert(
      fc.property(fc.array(value, { maxLength: 12 }), fc.array(piece, { maxLength: 40 }), fc.array(separator, { minLength: 1, maxLength: 5 }), (values, pieces, separators) => {
        const text = render(values, pieces, separators);
        const expected = oracle(text, values);
        expect(maskValuesInText(text, values)).toBe(expected);
        expect(prepareValueMasker(values).mask(text)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('masks longest first, case-insensitively, and leaves short values alone', () => {
    const masker = prepareValueMasker(['Rae', 'Rae Finch', '787-08-3753', 'ab', ' x ']);
    expect(masker.values).toEqual(['787-08-3753', 'Rae Finch', 'Rae']);
    expect(masker.mask('RAE FINCH met rae; ssn 787-08-3753, ab x')).toBe('**** met ****; ssn ***-**-3753, ab x');
    expect(masker.mask('nothing here')).toBe('nothing here');
  });

  it('masks a value found in what masking another produced, as the value-by-value passes did', () => {
    expect(maskValuesInText('SSN 787-08-3753 (ends 3753)', ['787-08-3753', '3753'])).toBe('SSN ***-**-**** (ends ****)');
  });

  it('costs about the same for a vault of 2,500 or 10,000 values, and grows with the text no faster than its length', () => {
    const vault = (size: number) =>
      Array.from({ length: size }, (_, i) =>
        i % 3 === 0 ? `${100 + (i % 800)}-${String(10 + (i % 89)).padStart(2, '0')}-${String(1000 + i).slice(-4)}` : i % 3 === 1 ? `Person${i} Surname${(i * 7) % 1000}` : `user${i}@example.org`,
      );
    const large = vault(10_000);
    const text = (length: number) => {
      let out = '';
      for (let i = 0; out.length < length; i += 37) out += `the patient ${large[i % 2_500]} asked about a follow-up on Monday; `;
      return out.slice(0, length);
    };
    const masker = prepareValueMasker(large);
    const smaller = prepareValueMasker(large.slice(0, 2_500));
    const short = text(4_096);
    const long = text(16_384);
    expect(masker.mask(short)).toBe(oracle(short, large));
    /** Positions tried and characters compared while masking (deterministic, unlike a duration). */
    const work = (of: ValueMasker, input: string): number => {
      const counted = { positions: 0, comparisons: 0 };
      of.mask(input, counted);
      return counted.positions + counted.comparisons;
    };
    const byLength = work(masker, long) / work(masker, short);
    const byVault = work(masker, short) / work(smaller, short);
    expect(byLength).toBeLessThan(5);
    expect(byVault).toBeLessThan(1.5);
  });
});
