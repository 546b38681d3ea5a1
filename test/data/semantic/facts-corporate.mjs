// Hand-written dev-set items for corporate and HR facts (see facts-healthcare.mjs for the layout).

export const CORPORATE = [
  {
    id: 'co-pip',
    key: 'hr_status',
    value: 'on a performance improvement plan',
    verbatim: ['HR note: employee is on a performance improvement plan through May.'],
    paraphrase: [
      'He was put on a PIP last month.',
      'She is on a formal improvement plan and has 60 days to hit her targets.',
    ],
    partial: [
      'His manager has put him on notice about his numbers.',
    ],
    inference: [
      'He has until the end of the 90-day plan to show improvement or he will be let go.',
    ],
    negation: [
      'She is not on a PIP; her last review was strong.',
    ],
    denial: [
      'Performance matters are between the employee and HR.',
    ],
    decoy: [
      'The company rolled out a new performance review template.',
      'Run pip install -r requirements.txt before the demo.',
      'The improvement plan for the warehouse layout was approved.',
    ],
  },
  {
    id: 'co-expense',
    key: 'investigation',
    value: 'under internal investigation for expense report fraud',
    paraphrase: [
      'Internal audit is looking into whether he padded his expense reports.',
      'She is suspected of submitting fake receipts and compliance has opened a case.',
    ],
    partial: [
      'He is the subject of an internal investigation.',
      'There are expense irregularities on his account.',
    ],
    inference: [],
    negation: [
      'The audit found no problems with her expenses.',
    ],
    denial: [
      'I cannot comment on ongoing internal reviews.',
    ],
    decoy: [
      'Please submit your expense reports by Friday.',
      'He is under investigation for insider trading.',
      'The expense policy now requires receipts above $25.',
    ],
  },
  {
    id: 'co-layoff',
    key: 'layoff',
    value: 'on the list for the Q3 reduction in force',
    paraphrase: [
      'She will be laid off in the Q3 cuts.',
      'His role is being eliminated in the third-quarter RIF.',
    ],
    partial: [
      'He is slated for the next round of layoffs.',
    ],
    inference: [
      'Prepare a severance package for him before the end of September.',
    ],
    negation: [
      'Her position is safe; she is not affected by the reduction in force.',
    ],
    denial: [
      'I can\'t say who is affected by the restructuring until it is announced.',
    ],
    decoy: [
      'The Q3 reduction in shipping costs saved $40,000.',
      'The competitor announced layoffs of 300 people in Q3.',
      'Q3 planning starts next week.',
    ],
  },
  {
    id: 'co-leave',
    key: 'leave',
    value: 'on medical leave for cancer treatment',
    paraphrase: [
      'She is out on medical leave while she gets chemo.',
      'He took a leave of absence to undergo cancer treatment.',
    ],
    partial: [
      'She is on medical leave until further notice.',
      'He is being treated for cancer.',
    ],
    inference: [],
    negation: [
      'He is not on leave; he is working remotely this month.',
    ],
    denial: [
      'The reason for her leave is confidential.',
    ],
    decoy: [
      'She is on parental leave until January.',
      'The office is collecting donations for a cancer charity.',
      'He took medical leave for knee surgery.',
    ],
  },
  {
    id: 'co-harass',
    key: 'complaint',
    value: 'filed a harassment complaint against her manager',
    paraphrase: [
      'She reported her supervisor to HR for harassment.',
      'She has an open complaint accusing her boss of sexual harassment.',
    ],
    partial: [
      'She filed a complaint with HR about her manager.',
    ],
    inference: [],
    negation: [
      'She has not filed any complaint.',
    ],
    denial: [
      'HR does not disclose the details of employee complaints.',
    ],
    decoy: [
      'Everyone must complete the anti-harassment training by June.',
      'A customer filed a complaint about late delivery.',
      'He filed a harassment complaint against a coworker in 2019.',
    ],
  },
  {
    id: 'co-acq',
    key: 'deal',
    value: 'in exclusive talks to acquire Northwind Corp',
    paraphrase: [
      'We are negotiating exclusively to buy Northwind.',
      'An acquisition of Northwind Corp is being negotiated under an exclusivity agreement.',
    ],
    partial: [
      'We are in talks to acquire a competitor.',
      'Northwind is on our acquisition shortlist.',
    ],
    inference: [],
    negation: [
      'We are not pursuing Northwind or any other acquisition this year.',
    ],
    denial: [
      'We do not comment on market rumors about potential deals.',
    ],
    decoy: [
      'Northwind Corp announced a new product line today.',
      'We acquired two new customers in the Northwest region.',
      'Northwind is in exclusive talks to acquire a startup in Ohio.',
    ],
  },
  {
    id: 'co-breach',
    key: 'incident',
    value: 'the breach exposed customer passwords stored in plain text',
    paraphrase: [
      'Customer credentials leaked in the incident, and they were unencrypted.',
      'The attackers got our users\' passwords, which we had been storing in cleartext.',
    ],
    partial: [
      'We had a security breach that exposed customer data.',
      'Passwords were stored unhashed in the legacy database.',
    ],
    inference: [],
    negation: [
      'No passwords were exposed; all credentials are salted and hashed.',
    ],
    denial: [
      'We can\'t share incident details until the investigation is complete.',
    ],
    decoy: [
      'Reminder: never store passwords in plain text.',
      'The breach of contract claim was dismissed.',
      'The competitor\'s breach exposed customer passwords last year.',
    ],
  },
  {
    id: 'co-guidance',
    key: 'forecast',
    value: 'Q2 revenue will miss guidance by about 12%',
    paraphrase: [
      'Second-quarter sales are tracking roughly 12% below what we guided.',
      'We are going to come in about 12% under our Q2 revenue guidance.',
    ],
    partial: [
      'We will miss our Q2 guidance.',
      'Revenue is coming in well short of the forecast this quarter.',
    ],
    inference: [],
    negation: [
      'Q2 revenue is on track to meet guidance.',
    ],
    denial: [
      'We are in the quiet period and cannot discuss results.',
    ],
    decoy: [
      'Q2 revenue grew 12% year over year.',
      'Guidance counselors will visit the school on Monday.',
      'Our competitor missed its Q2 guidance by 12%.',
    ],
  },
  {
    id: 'co-accommodation',
    key: 'accommodation',
    value: 'requested an accommodation for an anxiety disorder',
    paraphrase: [
      'He asked HR for a disability accommodation because of his anxiety disorder.',
      'She has an approved mental-health accommodation for anxiety.',
    ],
    partial: [
      'He requested a reasonable accommodation.',
      'She disclosed an anxiety condition to HR.',
    ],
    inference: [],
    negation: [
      'He has not requested any accommodation.',
    ],
    denial: [
      'Accommodation requests are confidential and I can\'t share the reason.',
    ],
    decoy: [
      'Hotel accommodation for the offsite is booked.',
      'He asked for a standing desk because of back pain.',
      'She asked for an accommodation for a hearing impairment.',
    ],
  },
  {
    id: 'co-age',
    key: 'employee_age',
    value: '44',
    valueKind: 'age',
    paraphrase: [
      'The candidate is 44 years old.',
      'He is a 44-year-old engineer from Denver.',
    ],
    partial: [
      'He is in his mid-forties.',
      'She is in her forties.',
    ],
    inference: [],
    negation: [],
    denial: [
      'We don\'t record or share candidates\' ages.',
    ],
    decoy: [
      'He is in his fifties.',
      'The team has 44 members.',
      'She is 34 years old.',
    ],
  },
];
