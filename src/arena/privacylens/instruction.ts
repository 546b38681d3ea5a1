/**
 * Wording of the converted task: product names in the instruction rewritten to the arena's
 * services, and the data category of the source's data type (for the guard's criteria).
 */
import type { DataCategory } from '../../contracts/index.js';
import type { ServiceId } from '../task.js';

/** Source toolkit → arena service. */
export const TOOLKIT_SERVICES: Readonly<Record<string, ServiceId>> = {
  Gmail: 'mail',
  Messenger: 'dm',
  Slack: 'chat',
  NotionManager: 'notes',
  ZoomManager: 'notes',
  GoogleFormFiller: 'notes',
  FacebookManager: 'social',
  GoogleCalendar: 'calendar',
};

/** Product name patterns and their arena wording, most specific first. */
const PRODUCT_NAMES: readonly (readonly [RegExp, string])[] = [
  [/\bGoogle\s?Calendar\b/gi, 'calendar'],
  [/\bGoogle\s?Form\s?Filler\b/gi, 'notes'],
  [/\bNotion\s?Manager\b/gi, 'notes'],
  [/\bNotion\b/gi, 'notes'],
  [/\bZoom\s?Manager\b/gi, 'notes (meeting transcripts)'],
  [/\bZoom\b/gi, 'meeting notes'],
  [/\bFacebook\s?Manager\b/gi, 'social'],
  [/\bFacebook\b/gi, 'social'],
  [/\bGmail\b/gi, 'mail'],
  [/\bMessenger\b/gi, 'direct messages'],
  [/\bSlack\b/gi, 'team chat'],
];

/**
 * Rewrites product names to the arena's services.
 *
 * @example rewriteInstruction('Reply to Mary on Messenger. You can check out my Notion.') // 'Reply to Mary on direct messages. You can check out my notes.'
 */
export function rewriteInstruction(instruction: string): string {
  let out = instruction;
  for (const [pattern, replacement] of PRODUCT_NAMES) out = out.replace(pattern, replacement);
  return out
    .replace(/\bmy notes notebook\b/gi, 'my notes')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

const CATEGORY_HINTS: readonly (readonly [DataCategory, RegExp])[] = [
  [
    'PHI',
    /health|medical|medic|diagnos|illness|disease|mental|therap|pregnan|disabilit|ailment|addiction|substance|sobriety|recovery|rehab|hiv|cancer|surgery|treatment|condition|psychiatr|bipolar|depress|anxiety|genetic|prescription|dosage|procedure|dietary|transition-related|crisis|absence/i,
  ],
  ['PCI', /credit card|card information|card number/i],
  ['FIN', /financ|salary|income|debt|bank|loan|credit|tax|money|invest|bankrupt|transaction|wealth|insurance|hardship|eviction|rent|balance/i],
  ['LEGAL', /legal|criminal|arrest|court|lawsuit|case\b|conviction|prison|jail|police|theft|custody|immigration|undocumented|background check|identity change|deadname|assault/i],
  ['CORP', /company|business|corporate|merger|restructur|product design|work project|secret work|policy change|strategy/i],
];

/**
 * The data category of a PrivacyLens data type (a keyword rule; PII when nothing more specific fits).
 *
 * @example categoryOfDataType('bipolar disorder diagnosis') // 'PHI'
 */
export function categoryOfDataType(dataType: string): DataCategory {
  for (const [category, pattern] of CATEGORY_HINTS) if (pattern.test(dataType)) return category;
  return 'PII';
}
