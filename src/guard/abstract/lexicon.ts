/**
 * A small health lexicon for generalising diagnoses: an ICD-10 code by its chapter, a named
 * condition by a keyword, to a phrase that says the kind of condition and nothing more
 * (`E11.9` → "a chronic condition"). Deliberately coarse: the point is to reveal less.
 */

/** ICD-10 chapters by code prefix (letter, optionally with a second-character range). */
const ICD_CHAPTERS: readonly { readonly test: (letter: string, second: number) => boolean; readonly phrase: string }[] = [
  { test: (letter) => letter === 'A' || letter === 'B', phrase: 'an infectious disease' },
  { test: (letter, second) => letter === 'C' || (letter === 'D' && second <= 4), phrase: 'a serious illness' },
  { test: (letter) => letter === 'D', phrase: 'a blood condition' },
  { test: (letter) => letter === 'E', phrase: 'a chronic condition' },
  { test: (letter) => letter === 'F', phrase: 'a mental health condition' },
  { test: (letter) => letter === 'G', phrase: 'a neurological condition' },
  { test: (letter) => letter === 'H', phrase: 'a sensory condition' },
  { test: (letter) => letter === 'I', phrase: 'a cardiovascular condition' },
  { test: (letter) => letter === 'J', phrase: 'a respiratory condition' },
  { test: (letter) => letter === 'K', phrase: 'a digestive condition' },
  { test: (letter) => letter === 'L', phrase: 'a skin condition' },
  { test: (letter) => letter === 'M', phrase: 'a musculoskeletal condition' },
  { test: (letter) => letter === 'N', phrase: 'a kidney or urinary condition' },
  { test: (letter) => letter === 'O', phrase: 'a pregnancy-related matter' },
  { test: (letter) => letter === 'S' || letter === 'T', phrase: 'an injury' },
];

/** Condition words, checked in order (the first match wins). */
const KEYWORDS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:cancer|carcinoma|tumou?r|lymphoma|leuka?emia|melanoma|sarcoma|oncolog\w*|chemotherapy)\b/i, 'a serious illness'],
  [/\b(?:hiv|aids|hepatitis|tuberculosis|syphilis|chlamydia|gonorrh?oea|herpes|covid)\b/i, 'an infectious disease'],
  [
    /\b(?:depress\w*|anxiety|bipolar|schizophreni\w*|ptsd|adhd|autism|psychiatr\w*|eating disorder|anorexia|bulimia|ocd|panic disorder|substance use|addiction|alcoholism)\b/i,
    'a mental health condition',
  ],
  [/\b(?:pregnan\w*|prenatal|miscarriage|abortion|ivf|fertility)\b/i, 'a pregnancy-related matter'],
  [
    /\b(?:diabet\w*|hypertension|asthma|copd|arthritis|lupus|crohn'?s|colitis|thyroid|kidney disease|heart failure|epilepsy|multiple sclerosis|parkinson'?s|alzheimer'?s|dementia|chronic)\b/i,
    'a chronic condition',
  ],
  [/\b(?:fracture|injury|sprain|concussion|burn)\b/i, 'an injury'],
];

const ICD10 = /^([A-TV-Z])(\d)[0-9A-Z](?:\.[0-9A-Z]{1,4})?$/i;

/** The phrase for an ICD-10 code, or null when the text is not one. */
export function icd10Phrase(code: string): string | null {
  const match = ICD10.exec(code.trim());
  if (match === null) return null;
  const letter = (match[1] ?? '').toUpperCase();
  const second = Number(match[2]);
  return ICD_CHAPTERS.find((chapter) => chapter.test(letter, second))?.phrase ?? 'a medical condition';
}

/**
 * The generalisation of a health fact: by ICD-10 chapter, else by condition keyword, else
 * null (the caller decides whether "a medical condition" fits).
 *
 * @example healthPhrase('E11.9') // 'a chronic condition'
 * @example healthPhrase('Type 2 diabetes mellitus') // 'a chronic condition'
 */
export function healthPhrase(text: string): string | null {
  const byCode = icd10Phrase(text);
  if (byCode !== null) return byCode;
  for (const [pattern, phrase] of KEYWORDS) if (pattern.test(text)) return phrase;
  return null;
}

/** Words that mark a field or a text as health information. */
export const HEALTH_HINT = /\b(?:diagnos\w*|condition|disease|illness|disorder|medical|medication|prescription|treatment|symptom|icd|health|allerg\w*)\b/i;
