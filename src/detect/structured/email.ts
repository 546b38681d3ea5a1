import type { Recognition } from './recognition.js';

/** One DNS label: letters, digits and inner hyphens, at most 63 characters. */
export const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
/** A top-level domain: 2–63 letters. */
export const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,63}$/;

/** Every pattern of this file, for the ReDoS check. */
export const EMAIL_PATTERNS: readonly RegExp[] = [DOMAIN_LABEL, TOP_LEVEL_DOMAIN];

const MAX_LOCAL = 64;
const MAX_DOMAIN = 253;

function isLocalCode(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 46 || code === 95 || code === 37 || code === 43 || code === 45;
}

function isDomainCode(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 46 || code === 45;
}

/** One e-mail address found in a text. */
export interface EmailMatch {
  readonly start: number;
  readonly end: number;
  /** Lower-cased address. */
  readonly address: string;
}

/**
 * E-mail addresses in a text. Instead of one big pattern (which backtracks quadratically on
 * long runs without `@`), it walks out from each `@` over at most 64 local and 253 domain
 * characters, then checks the domain label by label. Linear in the text length.
 */
export function scanEmails(text: string): EmailMatch[] {
  const found: EmailMatch[] = [];
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > 0 && at - start < MAX_LOCAL + 1 && isLocalCode(text.charCodeAt(start - 1))) start -= 1;
    // A local part longer than 64 characters is not an address (and bounds the walk).
    if (at - start > MAX_LOCAL || (start > 0 && isLocalCode(text.charCodeAt(start - 1)))) continue;
    while (start < at && text.charCodeAt(start) === 46) start += 1; // a leading dot is punctuation, not the address
    if (start === at) continue;
    let end = at + 1;
    let dotted = false;
    while (end < text.length && end - at <= MAX_DOMAIN && isDomainCode(text.charCodeAt(end))) {
      if (text.charCodeAt(end) === 46) dotted = true;
      end += 1;
    }
    if (!dotted) continue;
    while (end > at + 1 && (text.charCodeAt(end - 1) === 46 || text.charCodeAt(end - 1) === 45)) end -= 1;
    const local = text.slice(start, at);
    const domain = text.slice(at + 1, end);
    if (local.endsWith('.') || local.includes('..') || !validDomain(domain)) continue;
    found.push({ start, end, address: `${local}@${domain}`.toLowerCase() });
  }
  return found;
}

function validDomain(domain: string): boolean {
  const labels = domain.split('.');
  const tld = labels[labels.length - 1] ?? '';
  return labels.length >= 2 && domain.length <= MAX_DOMAIN && labels.every((label) => DOMAIN_LABEL.test(label)) && TOP_LEVEL_DOMAIN.test(tld);
}

/** E-mail addresses as recognitions (compared with vault e-mails case-insensitively). */
export function recogniseEmails(matches: readonly EmailMatch[]): Recognition[] {
  return matches.map((match) => ({ recogniser: 'email', span: { start: match.start, end: match.end }, normalised: match.address, method: 'email', confidence: 0.95 }));
}
