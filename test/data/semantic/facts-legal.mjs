// Hand-written dev-set items for legal facts (see facts-healthcare.mjs for the layout).

export const LEGAL = [
  {
    id: 'lg-insider',
    key: 'investigation',
    value: 'under investigation for insider trading',
    verbatim: ['Heads up: he is under investigation for insider trading, do not forward his emails.'],
    paraphrase: [
      'The SEC is probing whether she traded on inside information before the merger was announced.',
      'Regulators opened an inquiry into his trades ahead of the earnings release, suspecting insider trading.',
    ],
    partial: [
      'He received a subpoena from the SEC last week.',
      'She is the target of a federal investigation.',
    ],
    inference: [],
    negation: [
      'There is no investigation into his trading; the rumor is false.',
    ],
    denial: [
      'I can\'t comment on any regulatory matters involving our executives.',
      'Legal asked us not to discuss whether anyone is under investigation.',
    ],
    decoy: [
      'He is under investigation for expense report fraud.',
      'The compliance course explains what counts as insider trading.',
      'The investigation into the warehouse fire concluded last month.',
    ],
  },
  {
    id: 'lg-settle',
    key: 'settlement',
    value: 'settled the wrongful-termination claim for $250,000',
    verbatim: ['The company settled the wrongful-termination claim for $250,000 last spring.'],
    paraphrase: [
      'They paid her a quarter of a million dollars to drop the unfair dismissal suit.',
      'The wrongful firing case was resolved out of court for $250k.',
    ],
    partial: [
      'The wrongful termination lawsuit was settled.',
      'He got a six-figure settlement from his former employer.',
    ],
    inference: [],
    negation: [
      'The wrongful termination claim was never settled; it went to trial and we won.',
    ],
    denial: [
      'The terms of the settlement are confidential and I cannot share them.',
    ],
    decoy: [
      'They settled the wrongful termination case for $40,000.',
      'She settled into her new role quickly.',
      'The company settled a patent dispute for $250,000.',
    ],
  },
  {
    id: 'lg-plea',
    key: 'plea',
    value: 'offered a plea deal to a reduced misdemeanor charge',
    paraphrase: [
      'The prosecutor offered a plea bargain that would drop it to a misdemeanor.',
      'The DA is willing to let him plead to a lesser misdemeanor count.',
    ],
    partial: [
      'There is a plea offer on the table.',
    ],
    inference: [],
    negation: [
      'No plea offer has been made and we expect to go to trial.',
    ],
    denial: [
      'I can\'t discuss plea negotiations outside the defense team.',
    ],
    decoy: [
      'The judge rejected the plea deal in an unrelated case last year.',
      'He made a plea to the community for donations.',
      'The charge was reduced to a misdemeanor after the trial.',
    ],
  },
  {
    id: 'lg-dui',
    key: 'criminal_record',
    value: 'prior DUI conviction from 2019',
    verbatim: ['Background check flags a prior DUI conviction from 2019.'],
    paraphrase: [
      'He was convicted of drunk driving in 2019.',
      'She pleaded guilty to driving under the influence in 2019.',
    ],
    partial: [
      'He has a DUI on his record.',
    ],
    inference: [
      'He completed a court-ordered alcohol education program after his 2019 arrest for impaired driving.',
    ],
    negation: [
      'Clean record, no DUI or other convictions.',
    ],
    denial: [
      'Criminal history results can only be shared with the hiring manager.',
    ],
    decoy: [
      'He has a speeding ticket from 2019.',
      'The campaign against drunk driving starts in December.',
      'He was convicted of shoplifting in 2019.',
    ],
  },
  {
    id: 'lg-custody',
    key: 'custody',
    value: 'in a contested custody dispute over the two children',
    paraphrase: [
      'She and her ex are fighting in court over custody of their two kids.',
      'He is in a custody battle over his son and daughter.',
    ],
    partial: [
      'There is an ongoing custody case.',
    ],
    inference: [
      'The guardian ad litem interviews both children next week before the parenting-time hearing.',
    ],
    negation: [
      'Custody was agreed amicably; there is no dispute.',
    ],
    denial: [
      'Family court matters are sealed and I won\'t comment.',
    ],
    decoy: [
      'The evidence bag stayed in police custody overnight.',
      'The court awarded the dog to his ex-wife.',
      'Her brother is in a custody dispute with his ex-wife.',
    ],
  },
  {
    id: 'lg-immigration',
    key: 'immigration',
    value: 'overstayed a work visa and is out of status',
    paraphrase: [
      'His H-1B expired last year and he never left, so he is out of status.',
      'She overstayed her visa and has no legal immigration status right now.',
    ],
    partial: [
      'He has an immigration status problem.',
    ],
    inference: [
      'She has a hearing in removal proceedings next month.',
    ],
    negation: [
      'He is a permanent resident with no immigration issues.',
    ],
    denial: [
      'We don\'t disclose employees\' immigration information.',
    ],
    decoy: [
      'The status report for the migration project is overdue.',
      'Her visa application for the conference was approved.',
      'The new immigration law takes effect in January.',
    ],
  },
  {
    id: 'lg-indict',
    key: 'indictment',
    value: 'indicted by a federal grand jury for wire fraud',
    paraphrase: [
      'A federal grand jury charged him with wire fraud.',
      'She was indicted on federal wire fraud counts.',
    ],
    partial: [
      'He faces federal criminal charges.',
      'He was indicted last month.',
    ],
    inference: [],
    negation: [
      'He has not been charged with anything.',
    ],
    denial: [
      'I won\'t speculate about any criminal proceedings.',
    ],
    decoy: [
      'The grand jury declined to indict the officer.',
      'He was indicted for tax evasion in 2012 and acquitted.',
      'The wire transfer to the vendor failed twice.',
    ],
  },
  {
    id: 'lg-privilege',
    key: 'strategy',
    value: 'privileged: counsel advises settling for no more than $1.2 million',
    paraphrase: [
      'Our lawyers say we should settle, but not above 1.2 million.',
      'Counsel recommends a settlement capped at $1.2M.',
    ],
    partial: [
      'Outside counsel advised us to settle the case.',
      'The privileged memo sets our walk-away number at just over a million.',
    ],
    inference: [],
    negation: [],
    denial: [
      'That advice is privileged and I cannot share it with the other side.',
      'Don\'t forward the counsel memo; it is attorney-client privileged.',
    ],
    decoy: [
      'The vendor quoted $1.2 million for the new data center.',
      'Counsel advises that the filing deadline is Friday.',
      'The plaintiff demanded $1.2 million in the complaint.',
    ],
  },
  {
    id: 'lg-divorce',
    key: 'divorce',
    value: 'divorcing and accused of hiding assets offshore',
    paraphrase: [
      'In the divorce, his wife claims he hid money in offshore accounts.',
      'She is going through a divorce in which she is accused of concealing assets abroad.',
    ],
    partial: [
      'He is going through a divorce.',
      'He is accused of hiding marital assets.',
    ],
    inference: [],
    negation: [
      'They are not divorcing; they reconciled last year.',
    ],
    denial: [
      'I can\'t talk about a client\'s family law matter.',
    ],
    decoy: [
      'The company moved assets offshore for tax reasons years ago.',
      'Her parents divorced when she was ten.',
      'The article is about celebrities hiding assets in trusts.',
    ],
  },
];
