/**
 * Every regular expression of tier 3 (semantic/ and judge/), for the ReDoS check. The
 * pipeline's `allPatterns()` should include these when the semantic detector joins the
 * default detectors; `patterns.test.ts` fails when a literal in these folders is missing here
 * and runs recheck on each.
 */

/** Tier-3 patterns (copies of the literals used in the modules, by text). */
export const SEMANTIC_PATTERNS: readonly RegExp[] = [
  /[^\p{L}\p{N}]+/u, // semantic/concepts.ts
  /\b[A-TV-Z][0-9][0-9A-B](?:\.[0-9A-Z]{1,4})?\b/g, // semantic/facts.ts
  /[^a-z]+/, // semantic/facts.ts
  /[_.\-:]+/g, // semantic/facts.ts
  /\d(?:st|nd|rd|th)\b/i, // semantic/facts.ts
  /[\p{L}\p{N}]+/gu, // semantic/matcher.ts
  /\b(?:icd|dx|diagnos\w*|code|condition)\b[^.\n]{0,40}$/i, // semantic/matcher.ts
  /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/, // semantic/number-words.ts
  /,/g, // semantic/number-words.ts
  /^\d+(?:\.\d+)?$/, // semantic/number-words.ts
  /^\d/, // semantic/number-words.ts
  /(?:^|[_\s.-])(?:role|title|position|job|occupation|relationship|relation)(?:$|[_\s.-])/i, // semantic/propositions.ts
  /[^\p{L}\p{N}'-]+/u, // semantic/propositions.ts
  /'s$/, // semantic/propositions.ts
  /^\p{Lu}\p{Ll}+$/u, // semantic/propositions.ts
  /[^\p{L}]+/u, // semantic/propositions.ts
  /[^\p{L}]+/u, // semantic/scoring.ts
  /\b(?:the\s+same\s+(?:thing|situation|issue|problem|experience|struggle|struggles|condition|diagnosis|challenge)|something\s+(?:similar|like\s+(?:that|this|it))|a\s+similar\s+(?:situation|experience|thing|issue|problem|struggle|challenge)|been\s+there|in\s+the\s+same\s+boat|(?:a|an|some)\s+(?:[a-z]+\s+){0,3}?(?:patch|time|experience|situation|assessment|struggle|thing|episode|problem|issue|diagnosis)\s+like\s+(?:this|that))\b/gi, // semantic/shared-experience.ts
  /\b(?:(?:has|have|had|'s|’s)\s+been\s+(?:through\s+(?:it|this|that|exactly\s+this|all\s+of\s+(?:it|this)|the\s+same)|(?:exactly\s+)?where\s+you\s+are|in\s+(?:this|that|your|the\s+same)\s+(?:exact\s+)?(?:spot|position|situation|place|shoes))|went\s+through\s+(?:it|this|that|exactly\s+this)|(?:is|'s|’s|are|was)\s+in\s+(?:a|the)\s+(?:similar|same)\s+(?:situation|position|spot|place)|(?:is|'s|’s)\s+in\s+the\s+middle\s+of\s+(?:exactly\s+)?this|(?:knows|understands|would\s+understand|will\s+understand)\s+this(?:\s+pain)?\s+better\s+than\s+anyone|knows?\s+a\s+thing\s+or\s+two\s+about\s+(?:this|that|it))\b/gi, // semantic/shared-experience.ts
  /^\p{Lu}\p{Ll}/u, // semantic/mention-context.ts
  /^\p{Lu}\p{Ll}/u, // semantic/categories.ts
  /\p{M}+/gu, // semantic/name-gender.ts
  /[^\p{L}]+/u, // semantic/subjects.ts
  /^\p{Lu}/u, // semantic/subjects.ts
  /[,—–-]/, // semantic/subjects.ts
  /[[{<]/, // semantic/subjects.ts
  /\S{65,}/g, // semantic/text.ts
  /[^\p{L}\p{N}]/gu, // semantic/text.ts
  /[\p{L}\p{N}]{49,}/gu, // semantic/text.ts
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, // semantic/text.ts
  /^[2-9]0$/, // semantic/value-readers.ts
  /^[1-9]00$/, // semantic/value-readers.ts
  /^\d{4}$/, // semantic/value-readers.ts
  /^\d{1,2}$/, // semantic/value-readers.ts
  /^\d{1,4}$/, // semantic/value-readers.ts
  /^\d{2}$/, // semantic/value-readers.ts
  /^q([1-4])$/, // semantic/value-readers.ts
  /^[1-4]$/, // semantic/value-readers.ts
  /^[1-5]$/, // semantic/value-readers.ts
  /\d+(?:[.,]\d+)*|[A-Za-z]+|[$€£~≈<>≥≤%\-–—/+]/g, // semantic/values.ts
  /[\p{L}\p{N}]/u, // semantic/values.ts
  /\p{L}/u, // semantic/word-weights.ts
  /\([a-z]+\)$/, // semantic/wordnet.ts
  /_/g, // semantic/wordnet.ts
  /\s+/g, // semantic/wordnet.ts
  /^[a-z0-9][a-z0-9_.'-]*$/, // semantic/wordnet.ts
  /\s/, // semantic/lexicons/index.ts
  /[_.:-]+/g, // judge/escalation.ts
  /\r\n/g, // judge/prompts.ts
  /<{3,}/g, // judge/prompts.ts
  />{3,}/g, // judge/prompts.ts
  /\{\{([a-z_]+)\}\}/g, // judge/prompts.ts
  /answer\s*:[\s*]*(yes|no)\b/gi, // judge/verdicts.ts
];
