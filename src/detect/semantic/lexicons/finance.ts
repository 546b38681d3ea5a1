/**
 * Financial terms: hardship (bankruptcy, delinquency, overdraft, garnishment), compliance
 * (suspicious activity reports, sanctions, politically exposed persons) and the attributes whose
 * value is the secret (salary, balance, credit score): those are `attribute` entries, which
 * never make a fact disclosed on their own.
 */
import { entry, type LexiconEntry } from './types.js';

/** Hardship and credit history. */
export const FINANCE: readonly LexiconEntry[] = [
  entry('fin.bankruptcy', 'financial', ['bankruptcy', 'bankrupt', 'insolvency', 'insolvent', 'bankruptcy filing', 'filed for bankruptcy', 'declared bankruptcy', 'went bankrupt', 'bankruptcy protection', 'debts discharged', 'discharge of debts', 'debt discharge', 'bankruptcy petition', 'personal bankruptcy'], {}),
  entry('fin.chapter7', 'financial', ['chapter 7', 'chapter seven', 'chapter 7 bankruptcy', 'liquidation bankruptcy', 'chapter 7 filing', 'chapter 7 discharge'], { parents: ['fin.bankruptcy'], group: 'bankruptcy-chapter' }),
  entry('fin.chapter11', 'financial', ['chapter 11', 'chapter eleven', 'chapter 11 bankruptcy', 'chapter 11 reorganization'], { parents: ['fin.bankruptcy'], group: 'bankruptcy-chapter' }),
  entry('fin.chapter13', 'financial', ['chapter 13', 'chapter thirteen', 'chapter 13 bankruptcy', 'wage earner plan', 'chapter 13 repayment plan'], { parents: ['fin.bankruptcy'], group: 'bankruptcy-chapter' }),
  entry('fin.delinquent', 'financial', ['delinquent', 'delinquency', 'past due', 'behind on payments', 'behind on the payments', 'behind on his payments', 'behind on her payments', 'behind on their payments', 'fallen behind', 'fell behind', 'falling behind', 'missed payments', 'missed payment', 'missed three payments', 'late payments', 'late on payments', 'in arrears', 'arrears', 'overdue payments', 'payments overdue', 'behind on the mortgage', 'behind on mortgage payments', 'behind on rent', 'not kept up with payments', 'not made a payment', 'skipped payments', 'payment default'], { group: 'credit-status' }),
  entry('fin.default', 'financial', ['default', 'defaulted', 'in default', 'charged off', 'charge-off', 'sent to collections', 'in collections', 'collection agency', 'debt collector', 'written off'], { parents: ['fin.delinquent'] }),
  entry('fin.foreclosure', 'financial', ['foreclosure', 'foreclose', 'foreclosed', 'notice of default', 'lose the house', 'losing the house', 'losing his home', 'losing her home', 'pre-foreclosure'], {}),
  entry('fin.repossession', 'financial', ['repossession', 'repossessed', 'car was repossessed'], {}),
  entry('fin.overdraft', 'financial', ['overdraft', 'overdrawn', 'overdraft charges', 'negative balance', 'insufficient funds', '=NSF', 'bounced check', 'bounced cheque', 'bounced payment', 'account in the red', 'in the red', 'returned payment'], {}),
  entry('fin.garnishment', 'financial', ['garnishment', 'wage garnishment', 'garnishee', 'garnishee order', 'garnishment order', 'wages garnished', 'garnish wages', 'garnish his wages', 'garnish her wages', 'garnish their wages', 'pay garnished', 'paycheck garnished', 'garnished wages', 'salary garnished', 'income withholding order', 'taken out of his pay', 'taken out of her pay', 'deducted from his paycheck', 'deducted from her paycheck', 'collected from pay', 'collected from his pay', 'collected from her pay', 'withheld from wages'], {}),
  entry('fin.child_support', 'financial', ['child support', 'child-support', 'support arrears', 'back child support', 'unpaid child support', 'support order', 'child support arrears', 'owes support'], {}),
  entry('fin.alimony', 'financial', ['alimony', 'spousal support', 'maintenance payments'], {}),
  entry('fin.payday_loan', 'financial', ['payday loan', 'payday loans', 'payday lender', 'payday lending', 'cash advance', 'short-term loan', 'short term loan', 'paycheck advance', 'borrow against paycheck', 'borrows against his paycheck', 'borrows against her paycheck', 'borrowing against each paycheck', 'title loan', 'pawn loan', 'predatory loan'], {}),
  entry('fin.gambling', 'financial', ['gambling problem', 'problem gambler', 'problem gambling', 'gambling addiction', 'compulsive gambling', 'compulsive gambler', 'gambling disorder', 'gambling habit', 'betting problem', 'addicted to gambling', 'gambling block', 'gambling self-exclusion', 'self-exclusion', 'self exclusion', 'block gambling', 'blocks on gambling', 'stop gambling transactions', 'gambling transactions blocked', 'gamblers anonymous'], { codes: ['F63.0'], weakTerms: ['casino', 'sportsbook', 'betting', 'gambling'] }),
  entry('fin.unemployment', 'financial', ['unemployed', 'unemployment', 'unemployment benefits', 'jobless', 'out of work', 'on unemployment', 'unemployment insurance', 'collecting unemployment', 'lost his job', 'lost her job', 'lost their job', 'between jobs', 'without a job', 'jobseeker allowance'], { weakTerms: ['laid off', 'let go'] }),
  entry('fin.debt', 'financial', ['debt', 'indebted', 'in debt', 'heavy debt', 'debt problem', 'drowning in debt', 'owes money', 'debt load', 'credit card debt', 'debt relief', 'debt consolidation', 'debt settlement'], { sensitive: false }),
  entry('fin.tax_lien', 'financial', ['tax lien', 'irs lien', 'back taxes', 'owes the irs', 'tax debt'], {}),
  entry('fin.bad_credit', 'financial', ['bad credit', 'poor credit', 'subprime', 'low credit score', 'damaged credit', 'credit problems', 'thin credit file', 'credit is shot', 'ruined credit'], { group: 'credit-status' }),
  // Compliance findings.
  entry('fin.sar', 'financial', ['suspicious activity report', 'suspicious activity reports', '=SAR', 'sar filing', 'sar filed', 'suspicious-activity filing', 'suspicious activity filing', 'reported to fincen', 'fincen report', 'suspicious activity', 'flagged for suspicious activity', 'suspicious transaction report'], {}),
  entry('fin.pep', 'financial', ['politically exposed person', 'politically exposed', '=PEP', 'pep status', 'pep screening hit', 'close associate of a politician', 'relative of a politician', 'related to a senator', 'family ties to a senator', 'relative of a state senator'], {}),
  entry('fin.sanctions', 'financial', ['sanctioned jurisdiction', 'sanctioned country', 'sanctioned region', 'sanctioned entity', 'sanctions list', '=OFAC', 'ofac', 'ofac-listed', 'embargoed country', 'sanctions violation', 'sanctions screening hit', 'restricted jurisdiction', 'sanctioned territory'], {}),
  entry('fin.account_freeze', 'financial', ['account frozen', 'frozen account', 'account freeze', 'freeze the account', 'froze the account', 'account restricted', 'account closure for risk'], {}),
  entry('fin.high_risk', 'financial', ['high-risk customer', 'high risk customer', 'enhanced due diligence', 'risk rating raised', 'watchlist', 'watch list', 'on the watch list'], {}),
];

/** Attributes whose value is the secret: naming them is not a disclosure, their values are. */
export const FINANCE_ATTRIBUTES: readonly LexiconEntry[] = [
  entry('attr.salary', 'attribute', ['salary', 'annual salary', 'base salary', 'base pay', 'pay', 'wage', 'wages', 'earnings', 'income', 'annual income', 'compensation', 'remuneration', 'paycheck', 'pay package', 'earn', 'earns', 'take-home pay', 'gross pay', 'yearly pay', 'comp', 'total compensation', 'pay grade', 'salary band'], {}),
  entry('attr.bonus', 'attribute', ['bonus', 'annual bonus', 'performance bonus', 'signing bonus', 'incentive pay', 'equity grant', 'stock grant', 'rsu grant'], {}),
  entry('attr.balance', 'attribute', ['balance', 'account balance', 'savings', 'in the account', 'in his account', 'in her account', 'on deposit', 'funds available', 'available funds', 'cash on hand', 'checking balance', 'savings balance', 'holdings', 'net worth', 'assets'], {}),
  entry('attr.credit_score', 'attribute', ['credit score', 'fico', 'fico score', 'credit rating', 'credit history', 'creditworthiness', 'credit report', 'vantagescore'], {}),
  entry('attr.mortgage', 'attribute', ['mortgage', 'home loan', 'house payment', 'mortgage payment', 'mortgage payments', 'mortgage loan'], {}),
  entry('attr.loan', 'attribute', ['loan', 'loan balance', 'outstanding loan', 'personal loan', 'auto loan', 'car loan', 'student loan'], {}),
  entry('attr.rent', 'attribute', ['rent', 'rent payment', 'monthly rent'], {}),
  entry('attr.revenue', 'attribute', ['revenue', 'sales', 'turnover', 'top line', 'quarterly revenue', 'earnings guidance', 'guidance', 'forecast', 'outlook'], {}),
  entry('attr.age', 'attribute', ['age', 'aged', 'years old', 'year-old', 'birthday', 'born'], {}),
  entry('attr.amount', 'attribute', ['amount', 'sum', 'figure', 'total'], {}),
  entry('attr.deposit', 'attribute', ['deposit', 'deposits', 'cash deposit', 'cash deposits', 'wire', 'wires', 'wire transfer', 'transfer', 'transfers', 'inbound wire'], {}),
];
