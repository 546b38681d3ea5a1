/**
 * Legal terms: proceedings (investigation, indictment, plea deal, settlement), privilege,
 * strategy, and offences. Offences share the `offense` group, so "under investigation for
 * expense fraud" contradicts a fact about insider trading instead of half-matching it.
 */
import { entry, type LexiconEntry } from './types.js';

/** Proceedings, outcomes and privileged strategy. */
export const LEGAL: readonly LexiconEntry[] = [
  entry('legal.investigation', 'legal', ['investigation', 'investigate', 'under investigation', 'probe', 'being looked into', 'internal review', 'subject of an inquiry', 'target of an investigation', 'under scrutiny', 'under review by compliance', 'examination by the sec', 'sec inquiry', 'formal inquiry', 'internal inquiry', 'fact-finding review'], {
    weakTerms: ['looking into', 'inquiry', 'enquiry', 'subpoena', 'subpoenaed', 'target letter', 'wells notice', 'investigator', 'investigators', 'compliance review', 'scrutiny'],
  }),
  entry('legal.suspicion', 'legal', ['suspect', 'suspected of', 'suspicion of', 'accused of', 'accusation', 'allegation', 'alleged', 'allegedly', 'flagged for'], { weakTerms: ['accuse', 'allege'] }),
  entry('legal.indictment', 'legal', ['indictment', 'indict', 'indicted', 'grand jury', 'criminal charges', 'charged with', 'faces charges', 'facing charges', 'formally charged', 'criminal complaint'], {}),
  entry('legal.arrest', 'legal', ['arrest', 'arrested', 'taken into custody', 'booked into jail', 'mugshot'], {}),
  entry('legal.conviction', 'legal', ['conviction', 'convicted', 'criminal record', 'found guilty', 'prior record', 'rap sheet', 'felony record', 'prior offense', 'on his record', 'on her record', 'on their record'], {}),
  entry('legal.plea_deal', 'legal', ['plea deal', 'plea bargain', 'plea agreement', 'guilty plea', 'plead guilty', 'pleaded guilty', 'pled guilty', 'plea offer', 'cop a plea', 'plead down', 'plea to a lesser charge', 'accept a plea', 'take a plea', 'no contest plea', 'nolo contendere'], { parents: ['legal.conviction'] }),
  entry('legal.probation', 'legal', ['probation', 'on probation', 'parole', 'on parole', 'suspended sentence', 'community service order'], {}),
  entry('legal.settlement', 'legal', ['settlement', 'settle', 'settled', 'settlement agreement', 'out-of-court settlement', 'out of court settlement', 'resolve the claim', 'resolved the claim', 'resolve the case', 'resolved the case', 'settlement payment', 'settlement offer', 'resolved out of court', 'settled out of court', 'resolve out of court', 'payout to settle', 'reach an agreement', 'reached an agreement', 'settlement amount', 'settle the suit'], {
    weakTerms: ['payout', 'paid out', 'compensation package', 'resolution', 'agreed to pay'],
  }),
  entry('legal.lawsuit', 'legal', ['lawsuit', 'suit', 'sue', 'sued', 'litigation', 'legal action', 'legal claim', 'court case', 'civil suit', 'civil action', 'claim against', 'filed a claim', 'filed suit', 'brought a claim', 'brought a suit', 'legal proceedings', 'defendant', 'plaintiff', 'litigate', 'litigating'], {}),
  entry('legal.privilege', 'legal', ['attorney-client privilege', 'attorney client privilege', 'privileged', 'privileged communication', 'privileged and confidential', 'work product', 'attorney work product', 'legal privilege', 'privileged material', 'privileged memo', 'protected by privilege'], {}),
  entry('legal.strategy', 'legal', ['litigation strategy', 'legal strategy', 'defense strategy', 'case strategy', 'trial strategy', 'our theory of the case', 'settlement authority', 'bottom line', 'walk-away number', 'reservation price'], {}),
  entry('legal.duress', 'legal', ['duress', 'coerced', 'coercion', 'under pressure to sign', 'forced to sign', 'signed under pressure', 'signed under threat', 'pressured into signing', 'coerced into signing'], {}),
  entry('legal.liability', 'legal', ['liability', 'liable', 'at fault', 'responsible for the damages', 'concede fault', 'admit fault', 'lose on liability'], { sensitive: false }),
  entry('legal.damages', 'legal', ['damages', 'damage award', 'compensatory damages', 'punitive damages', 'limit damages', 'reduce damages', 'minimize damages', 'exposure'], { sensitive: false }),
  entry('legal.dismissal_motion', 'legal', ['motion to dismiss', 'move to dismiss', 'seek dismissal', 'dismissal of the case', 'get the case dismissed', 'case thrown out', 'throw out the case'], {}),
  entry('legal.witness', 'legal', ['key witness', 'witness', 'testify', 'testimony', 'take the stand', 'deposition'], { sensitive: false }),
  entry('legal.custody', 'legal', ['custody dispute', 'custody battle', 'custody fight', 'child custody', 'custody case', 'custody of the children', 'custody of the kids', 'visitation rights', 'parenting time dispute', 'contested custody', 'custody litigation'], {}),
  entry('legal.divorce', 'legal', ['divorce', 'divorcing', 'dissolution of marriage', 'divorce proceedings', 'separation agreement', 'marital dissolution', 'splitting from his wife', 'splitting from her husband'], { weakTerms: ['separated', 'separation', 'ex-wife', 'ex-husband'] }),
  entry('legal.hidden_assets', 'legal', ['hidden assets', 'hiding assets', 'hide assets', 'concealed assets', 'concealing assets', 'conceal assets', 'hidden marital property', 'hiding marital property', 'undisclosed assets', 'concealed accounts', 'offshore accounts hidden'], {}),
  entry('legal.immigration', 'legal', ['immigration status', 'immigration issue', 'immigration problem', 'undocumented', 'out of status', 'visa status', 'overstayed visa', 'overstayed his visa', 'overstayed her visa', 'visa overstay', 'deportation', 'removal proceedings', 'immigration hearing', 'illegal immigrant', 'no legal status', 'lapsed visa', 'expired visa', 'visa problem', 'green card problem', 'work authorization problem'], {}),
  entry('legal.restraining_order', 'legal', ['restraining order', 'protective order', 'order of protection', 'no-contact order'], {}),
  entry('legal.backdating', 'legal', ['backdate', 'backdated', 'backdating', 'antedate', 'antedated', 'falsified dates', 'falsified the dates', 'falsify dates', 'altered dates', 'changed the dates', 'false dates', 'misdated'], {}),
  entry('legal.nda_breach', 'legal', ['breach of nda', 'violated the nda', 'broke the nda', 'non-disclosure breach'], {}),
  entry('legal.whistleblower', 'legal', ['whistleblower', 'whistle-blower', 'whistleblowing', 'blew the whistle'], {}),
];

/** Offences: one `offense` group, so a different offence contradicts rather than half-matches. */
export const OFFENSES: readonly LexiconEntry[] = [
  entry('offense.fraud', 'offense', ['fraud', 'fraudulent', 'defraud', 'scam', 'swindle', 'deception'], { weakTerms: ['dishonest', 'falsify', 'falsified'] }),
  entry('offense.insider_trading', 'offense', ['insider trading', 'trading on inside information', 'trading on insider information', 'trading on material non-public information', 'trading on nonpublic information', 'illegal trading ahead of', 'traded on confidential information', 'traded ahead of the announcement', 'tipping', 'securities violation on inside information'], { parents: ['offense.securities_fraud'], group: 'offense' }),
  entry('offense.securities_fraud', 'offense', ['securities fraud', 'market manipulation', 'stock manipulation', 'securities violation', 'pump and dump'], { parents: ['offense.fraud'], group: 'offense' }),
  entry('offense.expense_fraud', 'offense', ['expense fraud', 'expense report fraud', 'expenses fraud', 'padding expense reports', 'padding expenses', 'pad expense reports', 'falsifying expenses', 'falsified expenses', 'falsify expense', 'inflated expense claims', 'inflating expenses', 'fake receipts', 'fraudulent expense claims', 'expense claims fraud', 'fudging expenses', 'fudged expense reports', 'expense padding', 'expense irregularities'], { parents: ['offense.fraud'], group: 'offense' }),
  entry('offense.first_party_fraud', 'offense', ['first-party fraud', 'first party fraud', 'bust-out fraud', 'bust out fraud', 'account fraud', 'application fraud'], { parents: ['offense.fraud'], group: 'offense' }),
  entry('offense.embezzlement', 'offense', ['embezzlement', 'embezzle', 'embezzled', 'embezzling', 'misappropriation of funds', 'misappropriated funds', 'misappropriating funds', 'stealing from the company', 'stole from the company', 'theft of company funds', 'skimming'], { parents: ['offense.fraud'], group: 'offense' }),
  entry('offense.money_laundering', 'offense', ['money laundering', 'launder money', 'laundering', 'laundered', 'launder'], { group: 'offense' }),
  entry('offense.structuring', 'offense', ['structuring', 'structured deposits', 'structure deposits', 'structuring deposits', 'smurfing', 'split deposits', 'splitting deposits', 'split cash deposits', 'deposits just under', 'stay below the reporting threshold', 'avoid the reporting threshold', 'below the ctr threshold', 'avoid currency transaction reports'], { group: 'offense' }),
  entry('offense.tax_evasion', 'offense', ['tax evasion', 'tax fraud', 'evading taxes', 'evaded taxes', 'unreported income', 'underreported income'], { parents: ['offense.fraud'], group: 'offense' }),
  entry('offense.bribery', 'offense', ['bribery', 'bribe', 'bribes', 'kickback', 'kickbacks', 'corruption'], { group: 'offense' }),
  entry('offense.identity_theft', 'offense', ['identity theft', 'stolen identity', 'synthetic identity'], { parents: ['offense.fraud'], group: 'offense' }),
  entry('offense.dui', 'offense', ['=DUI', 'dui', '=DWI', 'dwi', '=OWI', 'drunk driving', 'driving under the influence', 'driving while intoxicated', 'impaired driving', 'drink driving', 'drink-driving', 'drunk-driving', 'driving drunk', 'operating while intoxicated'], { group: 'offense' }),
  entry('offense.assault', 'offense', ['assault', 'battery', 'domestic violence', 'domestic assault', 'aggravated assault'], { group: 'offense' }),
  entry('offense.theft', 'offense', ['theft', 'shoplifting', 'larceny', 'burglary', 'robbery', 'stolen goods'], { group: 'offense' }),
  entry('offense.drug_possession', 'offense', ['drug possession', 'possession of a controlled substance', 'possession charge', 'drug charge', 'drug trafficking', 'possession with intent'], { group: 'offense' }),
  entry('offense.harassment', 'offense', ['harassment', 'sexual harassment', 'harass', 'harassed', 'harassing', 'hostile work environment', 'inappropriate conduct', 'unwanted advances', 'bullying'], { group: 'offense' }),
  entry('offense.discrimination', 'offense', ['discrimination', 'discriminatory', 'discriminated', 'racial discrimination', 'age discrimination', 'gender discrimination', 'retaliation'], { group: 'offense' }),
  entry('offense.wrongful_termination', 'offense', ['wrongful termination', 'wrongful dismissal', 'unfair dismissal', 'unlawful termination', 'wrongfully terminated', 'wrongfully fired', 'unlawfully fired', 'unlawfully dismissed', 'wrongful discharge', 'unjust dismissal', 'unfairly dismissed', 'unfairly fired', 'wrongful firing', 'improperly fired'], { group: 'offense' }),
  entry('offense.breach_of_contract', 'offense', ['breach of contract', 'contract breach', 'breached the contract', 'broke the contract'], { group: 'offense' }),
  entry('offense.perjury', 'offense', ['perjury', 'lied under oath', 'obstruction of justice', 'obstruction'], { group: 'offense' }),
  entry('offense.ip_theft', 'offense', ['ip theft', 'intellectual property theft', 'trade secret theft', 'misappropriation of trade secrets', 'stole trade secrets', 'infringe', 'infringement', 'copied the design', 'copied a design', 'design was copied', 'copying the design', 'lifted the design', 'reused the design', 'plagiarized design'], { group: 'offense' }),
  entry('offense.data_misuse', 'offense', ['data misuse', 'unauthorized access', 'snooping', 'improper access to records'], { group: 'offense' }),
];
