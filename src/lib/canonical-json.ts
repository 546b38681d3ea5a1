/**
 * Canonical JSON (in the spirit of RFC 8785): object keys sorted by UTF-16 code units, no
 * whitespace, numbers in the ECMAScript shortest round-trip form, strings escaped as
 * `JSON.stringify` does. Two values that are equal as JSON data give the same text, which is
 * what content hashes need.
 */
import { createHash } from 'node:crypto';

function write(value: unknown, path: string, out: string[]): void {
  if (value === null) {
    out.push('null');
    return;
  }
  switch (typeof value) {
    case 'string':
      out.push(JSON.stringify(value));
      return;
    case 'boolean':
      out.push(value ? 'true' : 'false');
      return;
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`canonical JSON: non-finite number at ${path || '(root)'}`);
      // -0 and 0 are the same JSON number; String(-0) is already "0".
      out.push(String(value));
      return;
    case 'object': {
      if (Array.isArray(value)) {
        out.push('[');
        value.forEach((item: unknown, index) => {
          if (index > 0) out.push(',');
          if (item === undefined) throw new TypeError(`canonical JSON: undefined at ${path}[${index}]`);
          write(item, `${path}[${index}]`, out);
        });
        out.push(']');
        return;
      }
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record)
        .filter((key) => record[key] !== undefined)
        .sort();
      out.push('{');
      keys.forEach((key, index) => {
        if (index > 0) out.push(',');
        out.push(JSON.stringify(key), ':');
        write(record[key], path === '' ? key : `${path}.${key}`, out);
      });
      out.push('}');
      return;
    }
    default:
      throw new TypeError(`canonical JSON: cannot encode a ${typeof value} at ${path || '(root)'}`);
  }
}

/**
 * Serialises a JSON value canonically. Object properties whose value is `undefined` are
 * omitted (as `JSON.stringify` does); `undefined` in arrays, non-finite numbers, functions,
 * symbols and bigints throw a `TypeError` naming the path.
 *
 * @example canonicalJson({ b: 1, a: [true, null] }) // '{"a":[true,null],"b":1}'
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  write(value, '', out);
  return out.join('');
}

/**
 * SHA-256 of a UTF-8 string, as 64 lowercase hexadecimal digits.
 *
 * @example sha256Hex('') // 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'
 */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
