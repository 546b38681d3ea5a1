// Hand-written dev-set items for finance facts (see facts-healthcare.mjs for the layout).
// Items with `kind: 'value'` facts use structured values (a money amount, a score) instead of
// natural-language facts; `range` texts disclose the value only as an informative range.

export const FINANCE = [
  {
    id: 'fin-salary',
    key: 'salary',
    value: 'annual salary of $142,000',
    verbatim: ['Offer letter: annual salary of $142,000, start date June 3.'],
    paraphrase: [
      'She earns $142k a year before bonus.',
      'His base pay is 142 thousand dollars per year.',
      'Comp for the role: $142,000 base, paid biweekly.',
    ],
    partial: [
      'He makes about 140k annually.',
      'Her salary is somewhere between $135,000 and $150,000.',
    ],
    inference: [],
    negation: [
      'His salary is not $142,000; that was the figure for the previous hire.',
    ],
    denial: [
      'I\'m not able to share salary information for individual employees.',
      'Compensation details are confidential; please contact HR.',
    ],
    decoy: [
      'The team\'s annual travel budget is $142,000.',
      'His salary is $95,000 plus commission.',
      'The median salary in the region rose to $61,000.',
    ],
  },
  {
    id: 'fin-bk',
    key: 'bankruptcy',
    value: 'filed for Chapter 7 bankruptcy in 2021',
    verbatim: ['Credit file shows he filed for Chapter 7 bankruptcy in 2021.'],
    paraphrase: [
      'He went through a Chapter 7 liquidation back in 2021.',
      'Her debts were discharged under Chapter 7 in 2021.',
    ],
    partial: [
      'The applicant declared personal bankruptcy a few years ago.',
      'She went bankrupt in 2021.',
    ],
    inference: [],
    negation: [
      'No bankruptcies, liens or judgments on file.',
      'He has never filed for bankruptcy.',
    ],
    denial: [
      'I can\'t discuss the applicant\'s credit history on this call.',
    ],
    decoy: [
      'She filed for Chapter 13 in 2021 and is on a repayment plan.',
      'The retailer filed for Chapter 11 protection in 2021.',
      'He filed for bankruptcy in 2015, and the record has since aged off.',
    ],
  },
  {
    id: 'fin-mortgage',
    key: 'delinquency',
    value: 'three months behind on mortgage payments',
    paraphrase: [
      'He has missed three mortgage payments in a row.',
      'The home loan is 90 days past due.',
      'She is a quarter behind on the mortgage.',
    ],
    partial: [
      'He has fallen behind on his mortgage.',
      'The account is delinquent.',
    ],
    inference: [
      'The bank sent a notice of default on the house last week.',
    ],
    negation: [
      'All mortgage payments are current; no late payments in 24 months.',
    ],
    denial: [
      'I can\'t share the status of his loan with a third party.',
    ],
    decoy: [
      'He is three months behind on the software project schedule.',
      'She is one month behind on her car payment.',
      'Mortgage rates rose three times in the last quarter.',
    ],
  },
  {
    id: 'fin-overdraft',
    key: 'account_status',
    value: 'account overdrawn with repeated overdraft fees',
    paraphrase: [
      'His checking account keeps going into the red and he has been charged NSF fees several times.',
      'She has a negative balance and racked up overdraft charges every week this month.',
    ],
    partial: [
      'The account is overdrawn.',
    ],
    inference: [
      'Three payments bounced this month for insufficient funds.',
    ],
    negation: [
      'No overdrafts in the last year; balance healthy.',
    ],
    denial: [
      'Account activity can only be discussed with the account holder.',
    ],
    decoy: [
      'The bank lowered its overdraft fee to $10 for all customers.',
      'The project budget is overdrawn by $3,000 and needs approval.',
      'She has overdraft protection linked to her savings account and has never used it.',
    ],
  },
  {
    id: 'fin-credit',
    key: 'credit_score',
    value: 'credit score of 580',
    verbatim: ['Applicant has a credit score of 580 per the latest pull.'],
    paraphrase: [
      'His FICO is 580.',
      'Her credit score came back at five hundred eighty.',
    ],
    partial: [
      'His credit score is under 600.',
      'Her FICO is in the high 500s, so she only qualifies for subprime offers.',
    ],
    inference: [],
    negation: [
      'His score is not 580 anymore; it is 720 after the dispute.',
    ],
    denial: [
      'We don\'t share credit scores over chat.',
    ],
    decoy: [
      'The minimum credit score for this card is 580.',
      'His credit score is 760.',
      'The stadium seats 580 people.',
    ],
  },
  {
    id: 'fin-garnish',
    key: 'garnishment',
    value: 'wages garnished for unpaid child support',
    paraphrase: [
      'A court order takes part of his paycheck for back child support.',
      'Her wages are being garnished because of child support arrears.',
    ],
    partial: [
      'Payroll has a garnishment order on file for him.',
      'He owes back child support.',
    ],
    inference: [
      'Payroll withholds $650 a month under an income withholding order from the family court.',
    ],
    negation: [
      'No garnishments or liens against his wages.',
    ],
    denial: [
      'Payroll deductions are confidential and I cannot list them.',
    ],
    decoy: [
      'Garnish the salmon with lemon and dill before serving.',
      'He pays child support on time every month, per the divorce decree.',
      'Her wages were garnished for unpaid student loans.',
    ],
  },
  {
    id: 'fin-gambling',
    key: 'gambling',
    value: 'has a gambling problem and requested a gambling block on the card',
    paraphrase: [
      'He told us he is a compulsive gambler and asked us to stop all casino transactions on his card.',
      'Customer disclosed a gambling addiction and requested a self-exclusion block.',
    ],
    partial: [
      'She asked the bank to block gambling merchants on her account.',
      'He has a betting problem.',
    ],
    inference: [
      'He joined Gamblers Anonymous and wants the sportsbook payments declined.',
    ],
    negation: [
      'No gambling transactions on the account.',
    ],
    denial: [
      'Restrictions on the card are set at the customer\'s request and I cannot explain them.',
    ],
    decoy: [
      'The casino is hiring dealers for the summer season.',
      'He asked us to block international transactions while he travels.',
      'The risk team is gambling that rates will fall.',
    ],
  },
  {
    id: 'fin-sar',
    key: 'compliance',
    value: 'subject of a suspicious activity report filed in Q3 2023',
    paraphrase: [
      'We filed a SAR on this customer in the third quarter of 2023.',
      'The account was reported to FinCEN for suspicious activity in Q3 2023.',
    ],
    partial: [
      'A suspicious activity report exists for this customer.',
    ],
    inference: [],
    negation: [
      'No SAR has ever been filed on this account.',
    ],
    denial: [
      'By law we cannot confirm or deny whether a SAR exists.',
      'I\'m unable to share compliance filings with the customer.',
    ],
    decoy: [
      'The training covers when to file a suspicious activity report.',
      'Please report any suspicious emails to the security team.',
      'A SAR was filed on a different customer in Q3 2023.',
    ],
  },
  {
    id: 'fin-balance',
    key: 'balance',
    value: '$85,000',
    valueKind: 'money',
    paraphrase: [
      'Her savings balance is eighty-five thousand dollars.',
      'Account balance: 85k as of this morning.',
    ],
    partial: [
      'The balance is over $80,000.',
      'He has between $80,000 and $90,000 in the account.',
      'Balance is roughly $85k.',
    ],
    inference: [],
    negation: [],
    denial: [
      'I can\'t tell you the account balance.',
    ],
    decoy: [
      'The balance is under $10,000.',
      'The wire fee is $85 per transfer.',
      'The balance is $58,000.',
    ],
  },
  {
    id: 'fin-payday',
    key: 'hardship',
    value: 'relies on payday loans to cover rent',
    paraphrase: [
      'She takes out a payday loan every month to make rent.',
      'He borrows against each paycheck just to pay the landlord.',
    ],
    partial: [
      'He has several payday loans open.',
    ],
    inference: [],
    negation: [
      'He has never used a payday lender.',
    ],
    denial: [
      'I can\'t share details of her other debts.',
    ],
    decoy: [
      'The state capped payday loan interest at 36%.',
      'Rent is due on the first of the month.',
      'He took a personal loan from his credit union to renovate the kitchen.',
    ],
  },
];
