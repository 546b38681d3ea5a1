import { describe, expect, it } from 'vitest';
import { scanEmails } from './email.js';

const found = (text: string): string[] => scanEmails(text).map((m) => text.slice(m.start, m.end));

describe('e-mail addresses', () => {
  it('finds addresses and lower-cases them for comparison', () => {
    expect(found('write to Colleen.Nguyen@Example.org.')).toEqual(['Colleen.Nguyen@Example.org']);
    expect(scanEmails('A.B+tag@Mail.Example.CO.uk')[0]?.address).toBe('a.b+tag@mail.example.co.uk');
    expect(found('<a@b.io>, c_d@e-f.com')).toEqual(['a@b.io', 'c_d@e-f.com']);
  });

  it('rejects things with an @ that are not addresses', () => {
    expect(found('@handle and user@localhost and a@b.c1 and x@-bad.com and .@x.com')).toEqual([]);
    expect(found(`${'a'.repeat(65)}@example.com`)).toEqual([]);
    expect(found('a..b@example.com')).toEqual([]);
  });
});
