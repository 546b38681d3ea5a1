import ipaddr from 'ipaddr.js';
import { anchoredCopy, forEachMatchNear } from '../regex-scan.js';
import { versionBefore } from './cues.js';
import { scanDigitRuns, type DigitRuns } from './digit-runs.js';
import type { Recognition } from './recognition.js';
import { isWordCode } from './char-codes.js';

/**
 * A dotted-quad candidate: four groups of 1–3 digits joined by single dots, not inside a longer
 * token or dotted sequence (`1.2.3.4.5`, `v1.2.3.4`); a port, a CIDR suffix or a range may follow.
 */
export const IPV4_CANDIDATE = /(?<![\w.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\w-]|\.\d)/g;
const IPV4_CANDIDATE_AT = anchoredCopy(IPV4_CANDIDATE);
/** Words that make a colon-separated token without decimal digits an IPv6 address (`fe::ab` alone is too ambiguous). */
export const ADDRESS_CUE = /\b(?:ip|ipv6|ipv4|address|addr|host|server|gateway|dns|subnet|router|inet6?|endpoint|peer|client|proxy|vpn)\b/i;
/** Words that make eight colon-separated hex groups a hardware address (EUI-64), not an IPv6 one. */
export const HARDWARE_CUE = /\b(?:mac|hwaddr|ether|bssid|eui(?:-?64)?|serial)\b/i;

/** Every pattern of this file, for the ReDoS check. */
export const IP_PATTERNS: readonly RegExp[] = [IPV4_CANDIDATE, ADDRESS_CUE, HARDWARE_CUE];

/** Longest IPv6 text (eight groups of four, or six and a dotted quad) plus a little slack. */
const MAX_IPV6 = 45;
const CUE_WINDOW = 24;

function isHexCode(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);
}

function isIpv6Code(code: number): boolean {
  return isHexCode(code) || code === 58 || code === 46;
}

function hasDecimalDigit(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 48 && code <= 57) return true;
  }
  return false;
}

function countColons(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) if (text.charCodeAt(index) === 58) count += 1;
  return count;
}

/** IPv4 addresses: dotted quads of octets 0–255 without leading zeros (ipaddr.js), not versions. */
function recogniseIpv4(text: string, runs: DigitRuns, found: Recognition[]): void {
  // A dotted quad is a run of four groups: it starts at a group.
  const { groupStarts } = runs;
  if (groupStarts.length < 4) return;
  forEachMatchNear(IPV4_CANDIDATE_AT, text, groupStarts, groupStarts.length, 0, 0, (match) => {
    const start = match.index;
    const address = match[0];
    if (!ipaddr.IPv4.isValidFourPartDecimal(address) || versionBefore(text, start)) return;
    found.push({ recogniser: 'ip', span: { start, end: start + address.length }, normalised: address, method: 'ipv4', confidence: 0.9 });
  });
}

/**
 * IPv6 addresses: from each `:`, the stretch of hex digits, colons and dots around it (at most 45
 * characters, not glued to other letters), valid for ipaddr.js, with two colons or more and a
 * decimal digit (or an address cue near). Each stretch is looked at once, so the scan is linear.
 */
function recogniseIpv6(text: string, found: Recognition[]): void {
  for (let colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
    let start = colon;
    while (start > 0 && colon - start <= MAX_IPV6 && isIpv6Code(text.charCodeAt(start - 1))) start -= 1;
    let end = colon + 1;
    while (end < text.length && end - start <= MAX_IPV6 + 1 && isIpv6Code(text.charCodeAt(end))) end += 1;
    const tooLong = end - start > MAX_IPV6;
    if (tooLong) {
      // Skip the whole stretch: no address is this long.
      while (end < text.length && isIpv6Code(text.charCodeAt(end))) end += 1;
      colon = end;
      continue;
    }
    // Sentence punctuation after an address (`… ::1.` or `fe80::1:`) is not part of it.
    let trimmed = end;
    while (trimmed > colon + 1 && (text.charCodeAt(trimmed - 1) === 46 || (text.charCodeAt(trimmed - 1) === 58 && text.charCodeAt(trimmed - 2) !== 58))) trimmed -= 1;
    const token = text.slice(start, trimmed);
    const glued = (start > 0 && isWordCode(text.charCodeAt(start - 1))) || (end < text.length && isWordCode(text.charCodeAt(end)));
    colon = end;
    const colons = countColons(token);
    // Without `::` an address has all eight groups (seven colons, or six before a dotted quad): a
    // clock time such as `10:14:07` is never parsed.
    if (glued || colons < 2 || (colons < 6 && !token.includes('::')) || !ipaddr.IPv6.isValid(token)) continue;
    const window = text.slice(Math.max(0, start - CUE_WINDOW), start);
    if (!hasDecimalDigit(token) && !ADDRESS_CUE.test(window)) continue;
    if (HARDWARE_CUE.test(window)) continue;
    found.push({ recogniser: 'ip', span: { start, end: trimmed }, normalised: ipaddr.IPv6.parse(token).toString(), method: 'ipv6', confidence: 0.9 });
  }
}

/**
 * IP addresses in a text: IPv4 dotted quads and IPv6 addresses (compressed, full, IPv4-mapped),
 * validated by ipaddr.js. Private, loopback and documentation addresses are addresses too. A
 * dotted quad right after "version", "build", "section"… is not one (see `VERSION_CUE`).
 */
export function recogniseIps(text: string, runs: DigitRuns = scanDigitRuns(text)): Recognition[] {
  const found: Recognition[] = [];
  recogniseIpv4(text, runs, found);
  if (!text.includes(':')) return found;
  const v6: Recognition[] = [];
  recogniseIpv6(text, v6);
  if (v6.length === 0) return found;
  // The dotted quad of an IPv4-mapped address (`::ffff:192.0.2.128`) is part of that address.
  // Both lists are in order of start and their own hits do not overlap: one merge pass.
  const kept: Recognition[] = [];
  let next = 0;
  for (const hit of found) {
    while (next < v6.length && (v6[next] as Recognition).span.end <= hit.span.start) next += 1;
    const address = v6[next];
    if (address === undefined || !(address.span.start <= hit.span.start && hit.span.end <= address.span.end)) kept.push(hit);
  }
  return [...kept, ...v6].sort((a, b) => a.span.start - b.span.start);
}
