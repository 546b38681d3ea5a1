import { describe, expect, it } from 'vitest';
import { inferValueKind } from './value-kind.js';

describe('inferValueKind', () => {
  it('uses the declared kind', () => {
    expect(inferValueKind({ key: 'x', value: '787-08-3753', kind: 'text' })).toBe('text');
  });

  it.each([
    ['ssn', '787083753', 'ssn'],
    ['patient.ssn', '787-08-3753', 'ssn'],
    ['routingNumber', '021000021', 'routing'],
    ['credit_card', '4111 1111 1111 1111', 'card'],
    ['account_number', '000123456789', 'account'],
    ['mobilePhone', '212 555 0199', 'phone'],
    ['email', 'c@example.org', 'email'],
    ['dateOfBirth', '25 Jan 1995', 'date'],
    ['annual_salary', '85000', 'money'],
    ['full_name', 'colleen nguyen', 'name'],
    ['home_address', '42 Wallaby Way, Sydney', 'address'],
    ['diagnosis_code', 'E11.9', 'icd10'],
    ['member_id', 'M-00123456', 'identifier'],
  ])('reads the key %s with value %s as %s', (key, value, kind) => {
    expect(inferValueKind({ key, value })).toBe(kind);
  });

  it('ignores a key hint the value does not fit', () => {
    expect(inferValueKind({ key: 'ssn', value: 'unknown' })).toBe('text');
    expect(inferValueKind({ key: 'card', value: 'Visa Gold' })).toBe('name');
  });

  it.each([
    ['colleen.nguyen@example.org', 'email'],
    ['787-08-3753', 'ssn'],
    ['DE89 3704 0044 0532 0130 00', 'iban'],
    ['4111111111111111', 'card'],
    ['+1 (212) 555-0199', 'phone'],
    ['1995-01-25', 'date'],
    ['January 25, 1995', 'date'],
    ['$85,000', 'money'],
    ['1.2M', 'money'],
    ['42', 'number'],
    ['00123456', 'identifier'],
    ['Colleen Nguyen', 'name'],
    ['type 2 diabetes', 'text'],
  ])('reads the value %s as %s from its shape', (value, kind) => {
    expect(inferValueKind({ key: 'field', value })).toBe(kind);
  });
});
