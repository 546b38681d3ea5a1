/**
 * Corporate and HR terms: performance management, discipline, leave, layoffs, complaints,
 * and confidential business events (acquisitions, guidance misses, breaches, delays).
 */
import { entry, type LexiconEntry } from './types.js';

/** Employee relations. */
export const HR: readonly LexiconEntry[] = [
  entry('corp.pip', 'corporate', ['performance improvement plan', '=PIP', 'improvement plan', 'performance plan', 'formal improvement plan', 'performance action plan', 'performance warning', 'put on notice', 'on notice', 'formal performance process', 'performance management process', 'capability process', 'final chance to improve'], { weakTerms: ['managed out', 'underperforming', 'not meeting expectations', 'below expectations', 'performance concerns', 'performance issues', 'ninety-day plan', '90-day plan', 'exit path', 'get his numbers up', 'get her numbers up'] }),
  entry('corp.disciplinary', 'corporate', ['disciplinary action', 'disciplinary hearing', 'disciplinary record', 'disciplinary history', 'written warning', 'final written warning', 'formal warning', 'reprimand', 'reprimanded', 'write-up', 'written up', 'censure', 'censured', 'suspended without pay', 'misconduct finding'], {}),
  entry('corp.termination', 'corporate', ['fired', 'terminate', 'terminated', 'termination', 'dismissed', 'dismissal', 'let go', 'sacked', 'let him go', 'let her go', 'separated from the company', 'involuntary separation', 'shown the door', 'canned'], {}),
  entry('corp.layoff', 'corporate', ['layoff', 'layoffs', 'laid off', 'lay off', 'reduction in force', '=RIF', 'headcount reduction', 'job cuts', 'redundancy', 'redundancies', 'made redundant', 'downsizing', 'downsized', 'workforce reduction', 'position eliminated', 'role eliminated', 'cut list', 'round of cuts', 'the cuts', 'severance'], { weakTerms: ['restructuring', 'reorg', 'cuts', 'headcount'] }),
  entry('corp.medical_leave', 'corporate', ['medical leave', 'sick leave', '=FMLA', 'fmla', 'fmla leave', 'leave of absence', 'disability leave', 'stress leave', 'short-term disability', 'long-term disability', 'medical leave of absence', 'health leave', 'off sick', 'out on leave', 'on leave'], {}),
  entry('corp.accommodation', 'corporate', ['reasonable accommodation', 'disability accommodation', 'ada accommodation', 'workplace accommodation', 'accommodation request', 'adjustments for a disability', 'reasonable adjustment', 'mental-health accommodation', 'mental health accommodation', 'medical accommodation'], { weakTerms: ['accommodation', 'accommodations'] }),
  entry('corp.complaint', 'corporate', ['complaint', 'grievance', 'formal complaint', 'hr complaint', 'filed a complaint', 'lodged a complaint', 'reported to hr', 'ethics complaint', 'hotline report', 'ethics hotline'], { weakTerms: ['reported', 'accused'] }),
  entry('corp.resignation', 'corporate', ['resign', 'resignation', 'resigned', 'quit', 'quitting', 'leaving the company', 'handed in notice', 'two weeks notice', 'notice of resignation'], {}),
  entry('corp.promotion', 'corporate', ['promotion', 'promoted', 'raise', 'pay raise', 'salary increase'], { sensitive: false }),
  entry('corp.performance_rating', 'corporate', ['performance rating', 'performance review', 'performance score', 'rating', 'appraisal', 'annual review', 'meets expectations', 'exceeds expectations', 'needs improvement'], { sensitive: false }),
  entry('corp.background_check', 'corporate', ['background check', 'failed background check', 'drug test', 'failed drug test', 'positive drug test'], {}),
];

/** Confidential business information. */
export const BUSINESS: readonly LexiconEntry[] = [
  entry('corp.acquisition', 'corporate', ['acquisition', 'acquire', 'acquiring', 'takeover', 'take over', 'buyout', 'merger', 'merge', 'm&a', 'buy a competitor', 'buying a competitor', 'buy a rival', 'buying a rival', 'purchase of a competitor', 'deal to buy', 'exclusive talks', 'exclusivity agreement', 'letter of intent', 'term sheet', 'due diligence on a target', 'negotiating to buy', 'negotiate to buy', 'in talks to buy', 'bid for', 'takeover bid'], { weakTerms: ['buy', 'purchase'] }),
  entry('corp.guidance_miss', 'corporate', ['miss guidance', 'missed guidance', 'below guidance', 'under guidance', 'short of guidance', 'fall short of forecasts', 'fall short of guidance', 'fell short', 'fall short', 'shortfall', 'revenue shortfall', 'earnings miss', 'profit warning', 'miss the forecast', 'miss forecasts', 'below forecast', 'below the forecast', 'under the published outlook', 'below expectations for the quarter', 'miss the quarter', 'weak quarter', 'below plan', 'under plan', 'revenue miss', 'sales miss', 'downgrade the outlook', 'cut guidance', 'lower guidance'], {}),
  entry('corp.breach', 'corporate', ['data breach', 'breach', 'security breach', 'security incident', 'hack', 'hacked', 'cyberattack', 'cyber attack', 'compromised', 'intrusion', 'leak', 'leaked', 'exposed data', 'data exposure', 'unauthorized access', 'ransomware'], {}),
  entry('corp.plaintext_passwords', 'corporate', ['plaintext passwords', 'plain text passwords', 'plain-text passwords', 'passwords in plain text', 'passwords in plaintext', 'unhashed passwords', 'unencrypted passwords', 'passwords stored in clear text', 'passwords stored in plain text', 'stored in plain text', 'stored in plaintext', 'stored in cleartext', 'storing in cleartext', 'storing in plain text', 'cleartext passwords', 'passwords were not hashed', 'credentials unencrypted', 'unencrypted credentials', 'passwords in the clear', 'stored unhashed', 'stored unencrypted', 'kept in plain text', 'saved in plain text'], {}),
  entry('corp.credentials', 'corporate', ['password', 'passwords', 'credentials', 'login details', 'login credentials', 'user passwords', 'account passwords', 'passcodes'], { sensitive: false }),
  entry('corp.delay', 'corporate', ['delay', 'delayed', 'slip', 'slipped', 'slippage', 'push back', 'pushed back', 'postpone', 'postponed', 'behind schedule', 'late', 'pushed out', 'pushed to', 'will not ship on time', 'miss the launch date', 'missed the launch date', 'moved out'], { sensitive: false }),
  entry('corp.launch', 'corporate', ['launch', 'product launch', 'release', 'ship date', 'go-live', 'rollout', 'flagship release'], { sensitive: false }),
  entry('corp.prototype', 'corporate', ['prototype', 'design', 'blueprint', 'schematic', 'mockup', 'engineering design'], { sensitive: false }),
  entry('corp.former_employer', 'corporate', ['former employer', 'previous employer', 'old employer', 'prior employer', 'last employer', 'his old company', 'her old company', 'their old company', 'previous company', 'former company'], { sensitive: false }),
  entry('corp.competitor', 'corporate', ['competitor', 'rival', 'competition', 'competing firm', 'rival firm', 'competing company'], { sensitive: false }),
  entry('corp.recall', 'corporate', ['recall', 'product recall', 'safety defect', 'defect'], {}),
  entry('corp.regulator', 'corporate', ['regulator', '=SEC', '=FTC', '=DOJ', 'department of justice', 'fca', 'regulatory action', 'enforcement action', 'consent order'], { sensitive: false }),
];
