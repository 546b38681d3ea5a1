import { cueAround } from './cues.js';
import type { Recognition } from './recognition.js';
import { anchoredCopy, forEachMatchNear } from '../regex-scan.js';
import { digitAnchors, scanDigitRuns, type DigitRuns } from './digit-runs.js';

/**
 * An ICD-10 code shape: letter, digit, digit-or-letter, optional `.` and 1–4 more characters
 * (`E11.9`, `F41.1`, `M1A.0`), not inside a longer token.
 */
export const ICD10_CODE = /(?<![\w.-])[A-Z]\d[0-9A-Z](?:\.[0-9A-Z]{1,4})?(?![\w-]|\.\w)/g;
const ICD10_CODE_AT = anchoredCopy(ICD10_CODE);
/** Medical context that makes a code shape a diagnosis. */
export const MEDICAL_CUE = /\b(?:diagnos[a-z]*|dx|icd(?:-?10)?|condition|patient)\b/i;
/** Stronger cue needed for an undotted 3-character code (`E11`), which looks like many other things. */
export const DIAGNOSIS_CODE_CUE = /\b(?:diagnos[a-z]*|dx|icd(?:-?10)?)\b/i;

/** Every pattern of this file, for the ReDoS check. */
export const ICD10_PATTERNS: readonly RegExp[] = [ICD10_CODE, MEDICAL_CUE, DIAGNOSIS_CODE_CUE];

const CUE_WINDOW = 40;

/**
 * ICD-10 codes, only with a medical cue (diagnosis, dx, ICD, diagnosed, condition, patient)
 * within 40 characters: `E11.9` alone is a version number or a grid cell, not a diagnosis.
 */
export function recogniseIcd10(text: string, runs: DigitRuns = scanDigitRuns(text)): Recognition[] {
  const found: Recognition[] = [];
  // A code starts at the letter just before a digit group.
  const { afterUpper } = digitAnchors(text, runs);
  if (afterUpper.length === 0) return found;
  forEachMatchNear(ICD10_CODE_AT, text, afterUpper, afterUpper.length, 1, -1, (match) => {
    const start = match.index;
    const end = start + match[0].length;
    const cue = match[0].includes('.') ? MEDICAL_CUE : DIAGNOSIS_CODE_CUE;
    if (!cueAround(text, start, end, cue, CUE_WINDOW)) return;
    found.push({ recogniser: 'icd10', span: { start, end }, normalised: match[0], method: 'icd10+context', confidence: 0.75 });
  });
  return found;
}
