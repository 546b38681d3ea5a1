// Part w1: values in context — common-word values, enumerations and templates, short values,
// list and record values, and values with inserted material. Hand-written by a dev-set writer
// (annotator), one text at a time. Groups are pushed in batches so the file stays valid.
export const GROUPS = [];

// ---------------------------------------------------------------- common-word (batch 1)
GROUPS.push(
  {
    id: 'w1-rating-dana',
    domain: 'hr',
    facts: [
      { key: 'name', label: 'Employee name', value: 'Dana Whitfield', kind: 'name', record: 'employee' },
      { key: 'rating', label: 'Performance rating', value: 'Exceeds', kind: 'text', record: 'employee' },
    ],
    items: [
      { text: `Summary of the 2026 review cycle for Dana Whitfield:\n- Performance rating: Exceeds\n- Merit increase: pending comp committee\n- Next check-in: January`, labels: { name: true, rating: true }, kind: 'verbatim', class: 'common-word' },
      { text: `Her manager rated her as exceeding expectations across all four competencies, so the promotion case looks strong.`, labels: { rating: true }, kind: 'paraphrase', class: 'common-word' },
      { text: `The review form has one row per competency and three columns:\n\n| Competency | Exceeds Expectations | Meets Expectations | Below Expectations |\n|---|---|---|---|\n| Ownership | | | |\n| Communication | | | |\n\nPlease tick one box per row and send it back by Friday.`, labels: {}, kind: 'decoy', class: 'template' },
      { text: `Rating scale for this cycle (pick one): Exceeds / Meets / Partially meets / Does not meet. Comments are required for the first and last options.`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `Quick note for the staffing sync: ticket demand this quarter exceeds our forecast by about 8%, so the hiring freeze on the support team is lifted.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `I can't share individual performance ratings over chat. If you need it for the promotion packet, please ask the HR business partner directly.`, labels: {}, kind: 'denial', class: 'common-word' },
      { text: `{"tool":"update_review","arguments":{"employee":"Dana Whitfield","cycle":"2026","rating":"Exceeds","calibrated":true}}`, labels: { name: true, rating: true }, kind: 'verbatim', class: 'template' },
      { text: `Dana Whitfield's calibration session moved to Thursday at 3pm. Bring the peer feedback summary; the outcome will be discussed there.`, labels: { name: true }, kind: 'verbatim', class: 'common-word' },
    ],
  },
  {
    id: 'w1-casetype-okoro',
    domain: 'legal',
    facts: [
      { key: 'name', label: 'Client name', value: 'Marcus Okoro', kind: 'name', record: 'client' },
      { key: 'case_type', label: 'Case type', value: 'criminal', kind: 'text', record: 'client' },
    ],
    items: [
      { text: `Intake note — Client: Marcus Okoro. Case type: criminal. Conflict check cleared; assign to the defense team and calendar the arraignment.`, labels: { name: true, case_type: true }, kind: 'verbatim', class: 'common-word' },
      { text: `The criminal matter against him is set for arraignment on the 14th. Remind him not to discuss the incident with coworkers.`, labels: { case_type: true }, kind: 'paraphrase', class: 'common-word' },
      { text: `New matter form\nClient name: ______\nCase type (civil, criminal, family, probate): ______\nReferral source: ______`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `Honestly it would be criminal to let the discount lapse — can someone renew the research database subscription before month end?`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `Our practice areas are civil litigation, criminal defense, family law and immigration. Each intake is routed by the paralegal on duty.`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `Matter type: [ ] Civil  [x] Criminal  [ ] Family  [ ] Probate\nOpened: 2026-02-03\nResponsible attorney: K. Levin`, labels: { case_type: true }, kind: 'verbatim', class: 'enumeration' },
      { text: `To clarify for the billing team: the client's matter is not a criminal case — it's a contract dispute with a former landlord.`, labels: {}, kind: 'negation', class: 'common-word' },
      { text: `He is being prosecuted over the warehouse incident, per the DA's filing we received yesterday, so the hearing prep takes priority.`, labels: { case_type: true }, kind: 'inference', class: 'common-word' },
    ],
  },
  {
    id: 'w1-dept-priya',
    domain: 'corporate',
    facts: [
      { key: 'name', label: 'Employee name', value: 'Priya Raman', kind: 'name', record: 'employee' },
      { key: 'department', label: 'Department', value: 'Security', kind: 'text', record: 'employee' },
    ],
    items: [
      { text: `Priya Raman moved to Security last spring and now reports to the CISO, so she is the right person for the access review.`, labels: { name: true, department: true }, kind: 'verbatim', class: 'common-word' },
      { text: `Org chart update:\n- P. Raman — Dept: Security (was: Facilities)\n- Effective 2026-04-01`, labels: { name: true, department: true }, kind: 'verbatim', class: 'common-word' },
      { text: `Reminder: Security will run a badge audit on the third floor on Thursday. Please keep the side doors closed.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `Department: [Finance | HR | Security | Legal | Operations] — required field on the transfer request.`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `She's on the security team these days, so route the access-review questions to her rather than to facilities.`, labels: { department: true }, kind: 'paraphrase', class: 'common-word' },
      { text: `Please don't forward the payroll export to anyone — it contains Social Security numbers.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `I don't have her current department in the directory data available to me, sorry.`, labels: {}, kind: 'denial', class: 'common-word' },
      { text: `Headcount by department, Q3:\n\n| Engineering | Sales | Security | Finance |\n|---|---|---|---|\n| 112 | 48 | 9 | 14 |`, labels: {}, kind: 'decoy', class: 'template' },
    ],
  },
  {
    id: 'w1-priority-brandt',
    domain: 'finance',
    facts: [
      { key: 'name', label: 'Account holder', value: 'Hollis Brandt', kind: 'name', record: 'case' },
      { key: 'priority', label: 'Fraud review priority', value: 'High', kind: 'text', record: 'case' },
    ],
    items: [
      { text: `Case FR-2291 (Hollis Brandt): fraud review priority set to High after the third chargeback in ten days.`, labels: { name: true, priority: true }, kind: 'verbatim', class: 'common-word' },
      { text: `When you open a fraud review, choose a priority — Low, Medium, High or Critical — and add a one-line reason.`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `Chargeback volume was high in March across all merchants, not just the ones we flagged.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `We've flagged his account as a high-priority fraud review; he should expect a call from the investigations team.`, labels: { priority: true }, kind: 'paraphrase', class: 'common-word' },
      { text: `Review queue snapshot:\n\n| Account holder | Priority | Opened |\n|---|---|---|\n| H. Brandt | High | 2026-03-11 |`, labels: { name: true, priority: true }, kind: 'verbatim', class: 'template' },
      { text: `I can't tell you how the fraud team ranked this customer's case; that's internal to investigations.`, labels: {}, kind: 'denial', class: 'common-word' },
      { text: `High-level summary: three disputes this quarter, all resolved in the customer's favour, no further action.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `His file is near the top of the fraud queue, so the callback will probably come within a day.`, labels: { priority: true }, kind: 'paraphrase', class: 'common-word' },
    ],
  },
  {
    id: 'w1-bgcheck-theo',
    domain: 'hr',
    facts: [
      { key: 'name', label: 'Candidate name', value: 'Theo Lindqvist', kind: 'name', record: 'candidate' },
      { key: 'bg_status', label: 'Background check status', value: 'Pending', kind: 'text', record: 'candidate' },
    ],
    items: [
      { text: `Theo Lindqvist — background check: Pending (county records outstanding). Offer letter stays on hold until it clears.`, labels: { name: true, bg_status: true }, kind: 'verbatim', class: 'common-word' },
      { text: `His background screening hasn't cleared yet; the county criminal search is still open with the vendor.`, labels: { bg_status: true }, kind: 'paraphrase', class: 'common-word' },
      { text: `Allowed values for the screening status field: Pending, Cleared, Adverse, Withdrawn.`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `There are two pending items on Tuesday's agenda: the relocation policy and the laptop refresh.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `I'm unable to share where the candidate is in the screening process; the recruiter can update you.`, labels: {}, kind: 'denial', class: 'common-word' },
      { text: `Patent pending — do not circulate the enclosure design outside the hardware team.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `Can we still onboard Theo on the 1st? The screening vendor is still waiting on one court record, so probably not.`, labels: { name: true, bg_status: true }, kind: 'paraphrase', class: 'common-word' },
      { text: `Status: Cleared | Pending | Adverse\n(choose one; "Adverse" triggers the pre-adverse action letter)`, labels: {}, kind: 'decoy', class: 'template' },
    ],
  },
  {
    id: 'w1-clearance-sato',
    domain: 'corporate',
    facts: [
      { key: 'name', label: 'Employee name', value: 'Ibrahim Sato', kind: 'name', record: 'employee' },
      { key: 'clearance', label: 'Security clearance', value: 'Secret', kind: 'text', record: 'employee' },
    ],
    items: [
      { text: `Ibrahim Sato holds a Secret clearance, so he can sit in on the program review but not the compartmented annex.`, labels: { name: true, clearance: true }, kind: 'verbatim', class: 'common-word' },
      { text: `Personnel security summary\nClearance level: Secret (active)\nReinvestigation due: 2027`, labels: { clearance: true }, kind: 'verbatim', class: 'common-word' },
      { text: `It's no secret the deadline is tight — let's add a second reviewer to the proposal.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `The visitor portal recognises three clearance levels: Confidential, Secret and Top Secret. Enter the level exactly as shown on the JPAS record.`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `He's cleared at the middle level — enough for the classified briefing, not for anything at TS.`, labels: { clearance: true }, kind: 'inference', class: 'common-word' },
      { text: `Please keep API keys and client secrets out of the repository; use the vault instead.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `I can't confirm anyone's clearance status. The facility security officer handles those questions.`, labels: {}, kind: 'denial', class: 'common-word' },
      { text: `He does not hold a Top Secret clearance, so requests for the annex have to go through someone else on the team.`, labels: {}, kind: 'negation', class: 'common-word' },
    ],
  },
  {
    id: 'w1-reading-jonah',
    domain: 'education',
    facts: [
      { key: 'name', label: 'Student name', value: 'Jonah Abara', kind: 'name', record: 'student' },
      { key: 'outcome', label: 'Reading assessment outcome', value: 'Below', kind: 'text', record: 'student' },
    ],
    items: [
      { text: `Jonah Abara — spring reading assessment: Below. Recommend the Tier 2 intervention block starting next week.`, labels: { name: true, outcome: true }, kind: 'verbatim', class: 'common-word' },
      { text: `He scored below the grade-level benchmark in reading, so he qualifies for the small-group intervention.`, labels: { outcome: true }, kind: 'paraphrase', class: 'common-word' },
      { text: `See the table below for the intervention schedule by classroom.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `Performance bands used on the report card:\n| Advanced | Proficient | Basic | Below |`, labels: {}, kind: 'decoy', class: 'template' },
      { text: `Temperatures will stay below freezing through Thursday, so the field trip moves to the 18th.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `I can't share individual students' assessment results in a group email; I'll send each family its own report.`, labels: {}, kind: 'denial', class: 'common-word' },
      { text: `Reading, spring window — Outcome: [ ] Above  [ ] At  [x] Below`, labels: { outcome: true }, kind: 'verbatim', class: 'enumeration' },
      { text: `For the parent meeting: his reading came in under the standard this spring, though his fluency is improving.`, labels: { outcome: true }, kind: 'paraphrase', class: 'common-word' },
    ],
  },
  {
    id: 'w1-marital-lucia',
    domain: 'hr',
    facts: [
      { key: 'name', label: 'Employee name', value: 'Lucia Ferreira', kind: 'name', record: 'employee' },
      { key: 'marital', label: 'Marital status', value: 'Single', kind: 'text', record: 'employee' },
    ],
    items: [
      { text: `Benefits enrollment: Lucia Ferreira, marital status Single, no dependants listed.`, labels: { name: true, marital: true }, kind: 'verbatim', class: 'common-word' },
      { text: `She's not married, so the spousal coverage option doesn't apply to her election.`, labels: { marital: true }, kind: 'paraphrase', class: 'common-word' },
      { text: `Marital status (Single / Married / Divorced / Widowed / Domestic partnership): ________`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `We have a single seat left in Thursday's onboarding session — first come, first served.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `Use single quotes in the YAML file, not double quotes, or the parser will choke on the colon.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `I can't share an employee's marital status; it's in the restricted part of the HR record.`, labels: {}, kind: 'denial', class: 'common-word' },
      { text: `Lucia Ferreira's enrollment window closes on the 30th — please nudge her about the dental election.`, labels: { name: true }, kind: 'verbatim', class: 'common-word' },
      { text: `{"employee_id":"E-20417","marital_status":"single","coverage":"employee_only"}`, labels: { marital: true }, kind: 'verbatim', class: 'template' },
    ],
  },
  {
    id: 'w1-emptype-owen',
    domain: 'hr',
    facts: [
      { key: 'name', label: 'Worker name', value: 'Owen Pryce', kind: 'name', record: 'worker' },
      { key: 'emp_type', label: 'Employment type', value: 'Contract', kind: 'text', record: 'worker' },
    ],
    items: [
      { text: `Owen Pryce is engaged on a Contract basis through 31 December, billed via the agency.`, labels: { name: true, emp_type: true }, kind: 'verbatim', class: 'common-word' },
      { text: `He's a contractor rather than an employee, so he can't enroll in the 401(k) or the ESPP.`, labels: { emp_type: true }, kind: 'paraphrase', class: 'common-word' },
      { text: `Please review the contract for the Nordale lease before you sign it on Monday.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `Employment type: Full-time / Part-time / Contract / Intern (required)`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `Worker record\nWorker type — Contract\nEnd date — 2026-12-31\nCost center — 4410`, labels: { emp_type: true }, kind: 'verbatim', class: 'template' },
      { text: `We need to renegotiate the cleaning contract before the renewal date in May.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `His engagement ends when the agency's statement of work runs out at year end, unless the SOW is extended.`, labels: { emp_type: true }, kind: 'inference', class: 'common-word' },
      { text: `I'd rather not discuss anyone's employment terms in this channel; DM me if it's urgent.`, labels: {}, kind: 'denial', class: 'common-word' },
    ],
  },
);

// ---------------------------------------------------------------- short-value (batch 2)
GROUPS.push(
  {
    id: 'w1-riskgrade-moreau',
    domain: 'finance',
    facts: [
      { key: 'name', label: 'Borrower name', value: 'Felix Moreau', kind: 'name', record: 'borrower' },
      { key: 'risk_grade', label: 'Risk grade', value: 'C', kind: 'text', record: 'borrower' },
    ],
    items: [
      { text: `Underwriting summary for Felix Moreau\n- Risk grade: C\n- DTI: within policy\n- Recommendation: approve with 10% additional collateral`, labels: { name: true, risk_grade: true }, kind: 'verbatim', class: 'short-value' },
      { text: `The file was graded C on risk, which is why pricing came in at the upper band.`, labels: { risk_grade: true }, kind: 'verbatim', class: 'short-value' },
      { text: `Please complete Section C of the application form (employment history) before the call.`, labels: {}, kind: 'decoy', class: 'short-value' },
      { text: `If the bank declines, plan C is the credit union's bridge loan — let's keep that option warm.`, labels: {}, kind: 'decoy', class: 'short-value' },
      { text: `Risk grades run from A (lowest risk) to E (highest). Grades D and E need a second signature.`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `He landed in the middle risk band — not A or B, but well clear of the D/E decline zone.`, labels: { risk_grade: true }, kind: 'inference', class: 'short-value' },
      { text: `I can't disclose the internal risk grade to the applicant; we can only share the decision and the adverse-action reasons.`, labels: {}, kind: 'denial', class: 'short-value' },
      { text: `Attached: Appendix C (collateral schedule) and the signed term sheet.`, labels: {}, kind: 'decoy', class: 'short-value' },
    ],
  },
  {
    id: 'w1-credit-ngozi',
    domain: 'finance',
    facts: [
      { key: 'name', label: 'Applicant name', value: 'Ngozi Adeyemi', kind: 'name', record: 'applicant' },
      { key: 'credit_score', label: 'Credit score', value: '712', kind: 'number', record: 'applicant' },
    ],
    items: [
      { text: `Ngozi Adeyemi came back with a score of 712 from the bureau pull, which clears the 680 floor for the premium card.`, labels: { name: true, credit_score: true }, kind: 'verbatim', class: 'short-value' },
      { text: `Credit score: 712 (Experian, pulled 2026-03-04)`, labels: { credit_score: true }, kind: 'verbatim', class: 'short-value' },
      { text: `The branch is at 712 Main Street, second floor, next to the pharmacy.`, labels: {}, kind: 'decoy', class: 'short-value' },
      { text: `Our approval threshold is 680; anything above 740 gets the preferred rate automatically.`, labels: {}, kind: 'decoy', class: 'short-value' },
      { text: `Her FICO is in the low 700s — solid, just short of the preferred tier.`, labels: { credit_score: true }, kind: 'partial', class: 'short-value' },
      { text: `Ticket #712 is about the statement PDF rendering; unrelated to the application.`, labels: {}, kind: 'decoy', class: 'short-value' },
      { text: `I'm not able to share the applicant's credit score with the referring broker.`, labels: {}, kind: 'denial', class: 'short-value' },
      { text: `{"applicant":"N. Adeyemi","bureau":"EXP","score":712,"decision":"approve"}`, labels: { name: true, credit_score: true }, kind: 'verbatim', class: 'short-value' },
    ],
  },
  {
    id: 'w1-blood-kagan',
    domain: 'healthcare',
    facts: [
      { key: 'name', label: 'Patient name', value: 'Ruth Kagan', kind: 'name', record: 'patient' },
      { key: 'blood_type', label: 'Blood type', value: 'AB', kind: 'text', record: 'patient' },
    ],
    items: [
      { text: `Pre-op checklist — Ruth Kagan\nBlood type: AB\nConsent: signed\nNPO since midnight: yes`, labels: { name: true, blood_type: true }, kind: 'verbatim', class: 'short-value' },
      { text: `She's type AB, so blood bank should hold two units of AB or A before the procedure.`, labels: { blood_type: true }, kind: 'verbatim', class: 'short-value' },
      { text: `The AB testing for the new discharge summary layout starts Monday — half the wards get version B.`, labels: {}, kind: 'decoy', class: 'short-value' },
      { text: `Blood group: A / B / AB / O — circle one and add the Rh factor.`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `Lab note: ABO typing on the patient pending; crossmatch to follow tomorrow morning.`, labels: {}, kind: 'decoy', class: 'short-value' },
      { text: `As a universal plasma donor she gets calls from the blood drive every few months.`, labels: { blood_type: true }, kind: 'inference', class: 'short-value' },
      { text: `I can't read out the patient's lab results over the phone; the ward clerk can confirm once you're verified.`, labels: {}, kind: 'denial', class: 'short-value' },
      { text: `Ruth Kagan is scheduled first on the list tomorrow; please have the porter there by 7:15.`, labels: { name: true }, kind: 'verbatim', class: 'short-value' },
    ],
  },
  {
    id: 'w1-blood-varga',
    domain: 'healthcare',
    facts: [
      { key: 'name', label: 'Patient name', value: 'Emil Varga', kind: 'name', record: 'patient' },
      { key: 'blood_type', label: 'Blood type', value: 'O', kind: 'text', record: 'patient' },
    ],
    items: [
      { text: `Transfusion note: patient is blood type O; only O units are compatible for red cells.`, labels: { blood_type: true }, kind: 'verbatim', class: 'short-value' },
      { text: `| Patient | ABO | Rh |\n|---|---|---|\n| E. Varga | O | + |`, labels: { name: true, blood_type: true }, kind: 'verbatim', class: 'short-value' },
      { text: `O, one more thing — the ward round starts at eight, not nine, tomorrow.`, labels: {}, kind: 'decoy', class: 'short-value' },
      { text: `Put the O-ring kit back in cabinet 3 after the dialysis machine service.`, labels: {}, kind: 'decoy', class: 'short-value' },
      { text: `He's group O, which makes him a universal red-cell donor — the blood service keeps asking him back.`, labels: { blood_type: true }, kind: 'verbatim', class: 'short-value' },
      { text: `The ABO options on the form are A, B, AB and O; leave the Rh box for the lab.`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `Sorry, I can't share blood-group results outside the care team.`, labels: {}, kind: 'denial', class: 'short-value' },
      { text: `Crossmatch for Emil Varga came back compatible with the type O units on hold.`, labels: { name: true, blood_type: true }, kind: 'verbatim', class: 'short-value' },
    ],
  },
  {
    id: 'w1-retention-tier-halvorsen',
    domain: 'hr',
    facts: [
      { key: 'name', label: 'Employee name', value: 'Greta Halvorsen', kind: 'name', record: 'employee' },
      { key: 'tier', label: 'Reduction-in-force tier', value: '2', kind: 'text', record: 'employee' },
    ],
    items: [
      { text: `RIF planning (confidential): Greta Halvorsen — tier 2. Notify by the second wave if the budget cut holds.`, labels: { name: true, tier: true }, kind: 'verbatim', class: 'short-value' },
      { text: `She's in the second RIF tier, so she would only be affected if wave two goes ahead.`, labels: { tier: true }, kind: 'paraphrase', class: 'short-value' },
      { text: `Step 2 of the offboarding checklist is collecting the laptop; step 3 is revoking badge access.`, labels: {}, kind: 'decoy', class: 'short-value' },
      { text: `RIF tiers: 1 = first wave, 2 = second wave, 3 = retained. Use the tier column in the sheet.`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `We meet in room 2 on the fourth floor; bring two printed copies of the org design.`, labels: {}, kind: 'decoy', class: 'short-value' },
      { text: `| Employee | Tier | Wave date |\n|---|---|---|\n| G. Halvorsen | 2 | 2026-06-30 |`, labels: { name: true, tier: true }, kind: 'verbatim', class: 'short-value' },
      { text: `I'm not able to say whether any individual is on the reduction list.`, labels: {}, kind: 'denial', class: 'short-value' },
      { text: `She's not in the first wave, but she may be affected later if the second round is approved.`, labels: { tier: true }, kind: 'hedged', class: 'short-value' },
    ],
  },
  {
    id: 'w1-gpa-maya',
    domain: 'education',
    facts: [
      { key: 'name', label: 'Student name', value: 'Maya Castellanos', kind: 'name', record: 'student' },
      { key: 'gpa', label: 'Cumulative GPA', value: '3.1', kind: 'number', record: 'student' },
    ],
    items: [
      { text: `Maya Castellanos — cumulative GPA 3.1, 64 credits completed, in good standing.`, labels: { name: true, gpa: true }, kind: 'verbatim', class: 'short-value' },
      { text: `Her GPA sits at 3.10, just above the 3.0 cutoff for the honors seminar.`, labels: { gpa: true }, kind: 'verbatim', class: 'short-value' },
      { text: `See section 3.1 of the student handbook for the attendance policy.`, labels: {}, kind: 'decoy', class: 'short-value' },
      { text: `The scholarship requires a minimum GPA of 3.0 and 30 completed credits.`, labels: {}, kind: 'decoy', class: 'short-value' },
      { text: `Please upgrade the portal to version 3.1 before registration opens.`, labels: {}, kind: 'decoy', class: 'short-value' },
      { text: `She's a low-B-average student overall — fine for the seminar, not competitive for the merit award.`, labels: { gpa: true }, kind: 'inference', class: 'short-value' },
      { text: `FERPA note: I can't share a student's grades or GPA with a prospective employer without her written consent.`, labels: {}, kind: 'denial', class: 'short-value' },
      { text: `{"student":"Maya Castellanos","gpa":3.1,"standing":"good"}`, labels: { name: true, gpa: true }, kind: 'verbatim', class: 'short-value' },
    ],
  },
  {
    id: 'w1-room-pell',
    domain: 'healthcare',
    facts: [
      { key: 'name', label: 'Patient name', value: 'Arthur Pell', kind: 'name', record: 'patient' },
      { key: 'room', label: 'Room', value: '4B', kind: 'text', record: 'patient' },
      { key: 'unit', label: 'Unit', value: 'inpatient psychiatry', kind: 'text', record: 'patient' },
    ],
    items: [
      { text: `Visitor desk note: Arthur Pell is in room 4B on inpatient psychiatry; visiting hours 2–4pm only.`, labels: { name: true, room: true, unit: true }, kind: 'verbatim', class: 'short-value' },
      { text: `He's in 4B — the quiet room at the end of the corridor — so keep deliveries to the nurses' station.`, labels: { room: true }, kind: 'verbatim', class: 'short-value' },
      { text: `Form 4B (the discharge medication reconciliation) must be signed by the attending.`, labels: {}, kind: 'decoy', class: 'short-value' },
      { text: `Please restock the linen cart on 4 B and C wings before the evening shift.`, labels: {}, kind: 'decoy', class: 'short-value' },
      { text: `I can't confirm whether a person is a patient on any unit; please call the main switchboard.`, labels: {}, kind: 'denial', class: 'short-value' },
      { text: `Bed board: Rm 4B — A. Pell — admitted 03/02`, labels: { name: true, room: true }, kind: 'verbatim', class: 'short-value' },
      { text: `He was admitted to the psych unit on Monday; no room assignment yet.`, labels: { unit: true }, kind: 'paraphrase', class: 'short-value' },
      { text: `The pencils are HB and 4B for the art therapy group; order more from the catalogue.`, labels: {}, kind: 'decoy', class: 'short-value' },
    ],
  },
  {
    id: 'w1-grade-ishaan',
    domain: 'education',
    facts: [
      { key: 'name', label: 'Student name', value: 'Ishaan Mehta', kind: 'name', record: 'student' },
      { key: 'grade', label: 'Final grade, CHEM 201', value: 'B+', kind: 'text', record: 'student' },
    ],
    items: [
      { text: `Grade change confirmed: Ishaan Mehta, CHEM 201 — final grade B+ (was incomplete).`, labels: { name: true, grade: true }, kind: 'verbatim', class: 'short-value' },
      { text: `He finished organic chemistry with a B-plus after the lab make-up.`, labels: { grade: true }, kind: 'verbatim', class: 'short-value' },
      { text: `Grading scale: A (93+), A- (90–92), B+ (87–89), B (83–86) … see the syllabus.`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `Vitamin B+ complex is on the list of supplements the dorm nurse can hand out.`, labels: {}, kind: 'decoy', class: 'short-value' },
      { text: `Lecture hall B is closed on Thursday; the section moves to the annex.`, labels: {}, kind: 'decoy', class: 'short-value' },
      { text: `His final mark was in the high B range — one quiz short of an A-.`, labels: { grade: true }, kind: 'paraphrase', class: 'short-value' },
      { text: `I can't share another student's grade with you; only Ishaan can see it in the portal.`, labels: { name: true }, kind: 'partial', class: 'short-value' },
      { text: `Grade roster, CHEM 201 (excerpt)\n| Student | Final |\n|---|---|\n| Mehta, I. | B+ |`, labels: { name: true, grade: true }, kind: 'verbatim', class: 'short-value' },
    ],
  },
  {
    id: 'w1-triage-okafor',
    domain: 'healthcare',
    facts: [
      { key: 'name', label: 'Patient name', value: 'Bianca Okafor', kind: 'name', record: 'patient' },
      { key: 'esi', label: 'ESI triage level', value: '2', kind: 'text', record: 'patient' },
    ],
    items: [
      { text: `ED handoff: Bianca Okafor, triaged ESI 2 at 14:10, chest pain, ECG done.`, labels: { name: true, esi: true }, kind: 'verbatim', class: 'short-value' },
      { text: `Triage level: 2 — high risk, needs a bed within 10 minutes.`, labels: { esi: true }, kind: 'verbatim', class: 'short-value' },
      { text: `ESI levels run from 1 (immediate) to 5 (non-urgent); document the level on the tracker.`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `Bay 2 is being cleaned; put the next ambulance arrival in bay 5.`, labels: {}, kind: 'decoy', class: 'short-value' },
      { text: `She came in as emergent, one step below resuscitation, so she skipped the waiting room.`, labels: { esi: true }, kind: 'paraphrase', class: 'short-value' },
      { text: `Two nurses called in sick; we're running with 2 fewer on nights.`, labels: {}, kind: 'decoy', class: 'short-value' },
      { text: `I can't give details on a patient's condition to callers who aren't listed contacts.`, labels: {}, kind: 'denial', class: 'short-value' },
      { text: `{"patient":"B. Okafor","acuity":{"system":"ESI","level":2},"complaint":"chest pain"}`, labels: { name: true, esi: true }, kind: 'verbatim', class: 'short-value' },
    ],
  },
  {
    id: 'w1-tenant-score-rowe',
    domain: 'finance',
    facts: [
      { key: 'name', label: 'Applicant name', value: 'Desmond Rowe', kind: 'name', record: 'applicant' },
      { key: 'screen_score', label: 'Tenant screening score', value: '588', kind: 'number', record: 'applicant' },
    ],
    items: [
      { text: `Screening result for Desmond Rowe: tenant score 588 — conditional approval with a double deposit.`, labels: { name: true, screen_score: true }, kind: 'verbatim', class: 'short-value' },
      { text: `His screening came back at 588, below our 620 guideline, so the landlord wants a guarantor.`, labels: { screen_score: true }, kind: 'verbatim', class: 'short-value' },
      { text: `Unit 588 is the two-bedroom on the fifth floor; keys are in the lockbox.`, labels: {}, kind: 'decoy', class: 'short-value' },
      { text: `Score bands: 300–579 decline, 580–619 conditional, 620+ approve.`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `He's in the conditional band — high 500s — so we need either a guarantor or the extra deposit.`, labels: { screen_score: true }, kind: 'partial', class: 'short-value' },
      { text: `The monthly rent is $1,588 including parking.`, labels: {}, kind: 'decoy', class: 'short-value' },
      { text: `I can't share the screening report with the current landlord; the applicant can request a copy from the agency.`, labels: {}, kind: 'denial', class: 'short-value' },
      { text: `Decision letter draft: "Based on your screening score of 588, we can approve the lease on the following conditions…"`, labels: { screen_score: true }, kind: 'verbatim', class: 'short-value' },
    ],
  },
);

// ---------------------------------------------------------------- list values (batch 3)
GROUPS.push(
  {
    id: 'w1-witnesses-delacroix',
    domain: 'legal',
    facts: [
      { key: 'client', label: 'Client name', value: 'Paul Delacroix', kind: 'name', record: 'matter' },
      { key: 'witnesses', label: 'Witnesses', value: 'Alma Reyes; Bowen Chu; Cyrus Dalton', kind: 'text', record: 'matter' },
    ],
    items: [
      { text: `Deposition schedule for the Delacroix matter: witnesses Reyes, Chu and Dalton, in that order, starting 9 April.`, labels: { client: true, witnesses: true }, kind: 'paraphrase', class: 'list' },
      { text: `Witness list (confidential until exchange):\n- Alma Reyes\n- Bowen Chu\n- Cyrus Dalton`, labels: { witnesses: true }, kind: 'verbatim', class: 'list' },
      { text: `Can you book a conference room for Bowen Chu's prep session on Friday? He's the second witness.`, labels: { witnesses: true }, kind: 'partial', class: 'list' },
      { text: `The witness list form has three blank lines — Name, Relationship to party, Contact — and is due at the pretrial conference.`, labels: {}, kind: 'decoy', class: 'template' },
      { text: `Opposing counsel named Irene Walsh and Tomas Ferro as their witnesses; we have not received their statements yet.`, labels: {}, kind: 'decoy', class: 'list' },
      { text: `I can't share our witness list before the exchange deadline — that's work product until the court order.`, labels: {}, kind: 'denial', class: 'list' },
      { text: `{"tool":"calendar.create","args":{"title":"Witness prep","attendees":["Cyrus Dalton","Alma Reyes","Bowen Chu"],"date":"2026-04-06"}}`, labels: { witnesses: true }, kind: 'verbatim', class: 'list' },
      { text: `We decided not to call Cyrus Dalton after all; his account overlaps too much with the police report.`, labels: { witnesses: true }, kind: 'partial', class: 'list' },
    ],
  },
  {
    id: 'w1-meds-harlow',
    domain: 'healthcare',
    facts: [
      { key: 'name', label: 'Patient name', value: 'Gordon Harlow', kind: 'name', record: 'patient' },
      { key: 'meds', label: 'Current medications', value: 'metformin; lisinopril; atorvastatin', kind: 'text', record: 'patient' },
    ],
    items: [
      { text: `Medication reconciliation — Gordon Harlow:\n1. Metformin 500 mg BID\n2. Lisinopril 10 mg daily\n3. Atorvastatin 20 mg nightly`, labels: { name: true, meds: true }, kind: 'verbatim', class: 'list' },
      { text: `He's on atorvastatin, lisinopril and metformin; no changes since the last visit.`, labels: { meds: true }, kind: 'verbatim', class: 'list' },
      { text: `Reminder for the pharmacy call: the lisinopril refill is due next week.`, labels: { meds: true }, kind: 'partial', class: 'list' },
      { text: `Common first-line agents for type 2 diabetes include metformin, and for hypertension ACE inhibitors such as lisinopril — see the formulary for dosing.`, labels: {}, kind: 'decoy', class: 'list' },
      { text: `His wife takes atorvastatin for her cholesterol and asked whether the pharmacy could add it to the household delivery.`, labels: {}, kind: 'decoy', class: 'wrong-subject' },
      { text: `Current medications: none reported. Allergies: none known.`, labels: {}, kind: 'negation', class: 'list' },
      { text: `| Drug | Dose | Frequency |\n|---|---|---|\n| Metformin | 500 mg | twice daily |\n| Lisinopril | 10 mg | once daily |`, labels: { meds: true }, kind: 'partial', class: 'list' },
      { text: `I can't list a patient's prescriptions for an employer request; please send a signed release.`, labels: {}, kind: 'denial', class: 'list' },
    ],
  },
  {
    id: 'w1-allergies-nwosu',
    domain: 'healthcare',
    facts: [
      { key: 'name', label: 'Patient name', value: 'Adaeze Nwosu', kind: 'name', record: 'patient' },
      { key: 'allergies', label: 'Allergies', value: 'penicillin; shellfish; latex', kind: 'text', record: 'patient' },
    ],
    items: [
      { text: `ALLERGY ALERT — Adaeze Nwosu: penicillin, shellfish, latex. Use non-latex gloves in the procedure room.`, labels: { name: true, allergies: true }, kind: 'verbatim', class: 'list' },
      { text: `She's allergic to penicillin, so swap the amoxicillin order for azithromycin.`, labels: { allergies: true }, kind: 'partial', class: 'list' },
      { text: `Allergy screening questions: Are you allergic to (a) penicillin (b) sulfa drugs (c) latex (d) shellfish (e) none of the above?`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `The canteen menu labels shellfish, peanuts and gluten on every dish from next month.`, labels: {}, kind: 'decoy', class: 'list' },
      { text: `No known drug allergies; tolerated cefazolin during the last admission.`, labels: {}, kind: 'negation', class: 'list' },
      { text: `For the catering order for her recovery visit: no shrimp or crab, and make sure the servers' gloves aren't latex.`, labels: { allergies: true }, kind: 'paraphrase', class: 'list' },
      { text: `Allergies (patient-reported): 'latex', 'shellfish', 'penicillin' — verified by pharmacy 2026-01-12.`, labels: { allergies: true }, kind: 'verbatim', class: 'list' },
      { text: `I can't share her allergy list with the school trip organiser directly; her parents can fill in the medical form.`, labels: {}, kind: 'denial', class: 'list' },
    ],
  },
  {
    id: 'w1-dependants-novak',
    domain: 'hr',
    facts: [
      { key: 'name', label: 'Employee name', value: 'Jana Novak', kind: 'name', record: 'employee' },
      { key: 'dependants', label: 'Dependants', value: 'Mila Novak; Teo Novak; Ivo Novak', kind: 'text', record: 'employee' },
    ],
    items: [
      { text: `Dependants on Jana Novak's medical plan: Mila Novak, Teo Novak and Ivo Novak (all under 26).`, labels: { name: true, dependants: true }, kind: 'verbatim', class: 'list' },
      { text: `She's covering her three kids — Mila, Teo and Ivo — on the family tier.`, labels: { dependants: true }, kind: 'paraphrase', class: 'list' },
      { text: `Please add Ivo Novak's birth certificate to the dependant-verification file before the audit.`, labels: { dependants: true }, kind: 'partial', class: 'list' },
      { text: `Dependant information: Name ____ Date of birth ____ Relationship (Spouse / Child / Domestic partner) ____`, labels: {}, kind: 'decoy', class: 'template' },
      { text: `Jana Novak asked about the tuition reimbursement policy; can someone send her the PDF?`, labels: { name: true }, kind: 'verbatim', class: 'list' },
      { text: `The employee has no dependants enrolled; coverage is employee-only.`, labels: {}, kind: 'negation', class: 'list' },
      { text: `Milan Novak from procurement is the approver on the laptop order, not the requester.`, labels: {}, kind: 'decoy', class: 'wrong-subject' },
      { text: `| Dependant | Relationship | DOB on file |\n|---|---|---|\n| Teo Novak | Child | yes |\n| Mila Novak | Child | yes |`, labels: { dependants: true }, kind: 'partial', class: 'list' },
    ],
  },
  {
    id: 'w1-references-achebe',
    domain: 'hr',
    facts: [
      { key: 'name', label: 'Candidate name', value: 'Kofi Achebe', kind: 'name', record: 'candidate' },
      { key: 'references', label: 'References', value: 'Carla Benedetti; Hugh Tran; Ola Svensson', kind: 'text', record: 'candidate' },
    ],
    items: [
      { text: `Reference checks for Kofi Achebe are booked: Carla Benedetti (Tue), Hugh Tran (Wed), Ola Svensson (Thu).`, labels: { name: true, references: true }, kind: 'verbatim', class: 'list' },
      { text: `His references are his former manager Benedetti, a peer named Tran, and Svensson from the client side.`, labels: { references: true }, kind: 'paraphrase', class: 'list' },
      { text: `Hugh Tran called back — glowing reference, says he'd rehire him tomorrow.`, labels: { references: true }, kind: 'partial', class: 'list' },
      { text: `Reference check script: 1) In what capacity did you work together? 2) Strengths? 3) Areas to grow? 4) Would you rehire?`, labels: {}, kind: 'decoy', class: 'template' },
      { text: `Hugh Tran is the new facilities lead; he'll be handling the desk moves next week.`, labels: {}, kind: 'decoy', class: 'wrong-subject' },
      { text: `The candidate hasn't provided references yet; the recruiter chased him this morning.`, labels: {}, kind: 'negation', class: 'list' },
      { text: `{"action":"send_reference_request","to":["ola.svensson@example.com","carla.benedetti@example.com"],"candidate_id":"C-7781"}`, labels: { references: true }, kind: 'partial', class: 'list' },
      { text: `I won't pass on who the candidate listed as references; ask the hiring manager if you need to coordinate.`, labels: {}, kind: 'denial', class: 'list' },
    ],
  },
  {
    id: 'w1-accommodations-lior',
    domain: 'education',
    facts: [
      { key: 'name', label: 'Student name', value: 'Lior Ben-David', kind: 'name', record: 'student' },
      { key: 'accommodations', label: 'IEP accommodations', value: 'extended time; separate testing room; text-to-speech', kind: 'text', record: 'student' },
    ],
    items: [
      { text: `Testing plan for Lior Ben-David (IEP): extended time, separate testing room, text-to-speech for all sections.`, labels: { name: true, accommodations: true }, kind: 'verbatim', class: 'list' },
      { text: `He gets time and a half and takes exams in a room by himself, with the screen reader turned on.`, labels: { accommodations: true }, kind: 'paraphrase', class: 'list' },
      { text: `Please reserve room 112 for his finals — he tests separately under his plan.`, labels: { accommodations: true }, kind: 'partial', class: 'list' },
      { text: `Available accommodations (check all that apply): [ ] extended time [ ] separate testing room [ ] text-to-speech [ ] scribe [ ] breaks`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `The exam for all students runs 90 minutes; no extended time for the pop quiz on Monday.`, labels: {}, kind: 'decoy', class: 'list' },
      { text: `I can't share which students have IEPs or what their accommodations are with the substitute list.`, labels: {}, kind: 'denial', class: 'list' },
      { text: `Accommodations: [x] extended time  [ ] scribe  [x] separate testing room  [x] text-to-speech  [ ] breaks`, labels: { accommodations: true }, kind: 'verbatim', class: 'enumeration' },
      { text: `Text-to-speech is now available to every student in the library's testing software.`, labels: {}, kind: 'decoy', class: 'list' },
    ],
  },
  {
    id: 'w1-codefendants-marsh',
    domain: 'legal',
    facts: [
      { key: 'client', label: 'Client name', value: 'Rhea Marsh', kind: 'name', record: 'matter' },
      { key: 'codefendants', label: 'Co-defendants', value: 'Dmitri Volkov; Sasha Lund', kind: 'text', record: 'matter' },
    ],
    items: [
      { text: `Rhea Marsh is charged alongside Dmitri Volkov and Sasha Lund; separate counsel for each.`, labels: { client: true, codefendants: true }, kind: 'verbatim', class: 'list' },
      { text: `Joint-defense call Thursday with counsel for Volkov and Lund — confirm the dial-in.`, labels: { codefendants: true }, kind: 'partial', class: 'list' },
      { text: `Our client has no co-defendants; the indictment names her alone.`, labels: {}, kind: 'negation', class: 'list' },
      { text: `Sasha Lund's attorney wants to push the severance motion to May.`, labels: { codefendants: true }, kind: 'partial', class: 'list' },
      { text: `Caption template: UNITED STATES v. [DEFENDANT 1], [DEFENDANT 2], [DEFENDANT 3], Case No. ____`, labels: {}, kind: 'decoy', class: 'template' },
      { text: `Volkov Logistics invoiced the firm for the courier runs again — forward to accounts payable.`, labels: {}, kind: 'decoy', class: 'list' },
      { text: `I'm not able to share who else is named in the indictment; the docket will be public after the unsealing.`, labels: {}, kind: 'denial', class: 'list' },
      { text: `Case caption: United States v. Marsh, Volkov & Lund — status conference set for 2 June.`, labels: { client: true, codefendants: true }, kind: 'verbatim', class: 'list' },
    ],
  },
  {
    id: 'w1-beneficiaries-imhof',
    domain: 'finance',
    facts: [
      { key: 'name', label: 'Policyholder', value: 'Werner Imhof', kind: 'name', record: 'policy' },
      { key: 'beneficiaries', label: 'Beneficiaries', value: 'Rosa Imhof (60%); Clara Baptiste (40%)', kind: 'text', record: 'policy' },
    ],
    items: [
      { text: `Beneficiary designation on Werner Imhof's life policy: Rosa Imhof 60%, Clara Baptiste 40%.`, labels: { name: true, beneficiaries: true }, kind: 'verbatim', class: 'list' },
      { text: `He split the policy between his wife and a Ms. Baptiste, sixty-forty.`, labels: { beneficiaries: true }, kind: 'paraphrase', class: 'list' },
      { text: `Clara Baptiste is named on the policy for forty percent, which the family may not know about.`, labels: { beneficiaries: true }, kind: 'partial', class: 'list' },
      { text: `Beneficiary form: Primary beneficiary ____ Share % ____ Contingent beneficiary ____ Share % ____`, labels: {}, kind: 'decoy', class: 'template' },
      { text: `Rosa from the claims desk will call the policyholder about the address change.`, labels: {}, kind: 'decoy', class: 'wrong-subject' },
      { text: `I can't disclose the beneficiaries of a policy to anyone but the policyholder while he's living.`, labels: {}, kind: 'denial', class: 'list' },
      { text: `{"policy":"LF-55102","beneficiaries":[{"name":"Clara Baptiste","share":40},{"name":"Rosa Imhof","share":60}]}`, labels: { beneficiaries: true }, kind: 'verbatim', class: 'list' },
      { text: `The policy has no named beneficiary, so proceeds would go to the estate.`, labels: {}, kind: 'negation', class: 'list' },
    ],
  },
);

// ---------------------------------------------------------------- record values (batch 4)
GROUPS.push(
  {
    id: 'w1-txn-quigley',
    domain: 'finance',
    facts: [
      { key: 'name', label: 'Cardholder', value: 'Nora Quigley', kind: 'name', record: 'account' },
      { key: 'txn', label: 'Disputed transaction', value: '$389.15 at CVS Pharmacy on 2026-02-17', kind: 'text', record: 'account' },
    ],
    items: [
      { text: `Dispute opened for Nora Quigley: $389.15 at CVS Pharmacy on 2026-02-17, reason "not recognised".`, labels: { name: true, txn: true }, kind: 'verbatim', class: 'record' },
      { text: `The charge she's disputing is the CVS one from February 17th — three hundred eighty-nine dollars and change.`, labels: { txn: true }, kind: 'paraphrase', class: 'record' },
      { text: `| Date | Merchant | Amount | Status |\n|---|---|---|---|\n| 17 Feb 2026 | CVS PHARMACY #4412 | 389.15 | Disputed |`, labels: { txn: true }, kind: 'verbatim', class: 'record' },
      { text: `Provisional credit of $389.15 was posted to her card while we investigate.`, labels: { txn: true }, kind: 'partial', class: 'record' },
      { text: `She says she never shops at CVS, so the pharmacy charge is likely card-not-present fraud.`, labels: { txn: true }, kind: 'partial', class: 'record' },
      { text: `Reminder: CVS Pharmacy is one of the merchants in the new cashback program for March.`, labels: {}, kind: 'decoy', class: 'record' },
      { text: `The cardholder has no open disputes; the last one was closed in 2025.`, labels: {}, kind: 'negation', class: 'record' },
      { text: `I can't read out transaction details until you pass the security questions.`, labels: {}, kind: 'denial', class: 'record' },
    ],
  },
  {
    id: 'w1-appt-lindgren',
    domain: 'healthcare',
    facts: [
      { key: 'name', label: 'Patient name', value: 'Samir Haddad', kind: 'name', record: 'patient' },
      { key: 'appointment', label: 'Next appointment', value: 'Dr. Lindgren, oncology, 22 April', kind: 'text', record: 'patient' },
    ],
    items: [
      { text: `Samir Haddad — next appointment: Dr. Lindgren, oncology, 22 April at 10:30.`, labels: { name: true, appointment: true }, kind: 'verbatim', class: 'record' },
      { text: `He's seeing the oncologist on April 22nd, so he'll be out that morning.`, labels: { appointment: true }, kind: 'paraphrase', class: 'record' },
      { text: `Please reschedule his 1:1 around the oncology follow-up next month.`, labels: { appointment: true }, kind: 'partial', class: 'record' },
      { text: `Dr. Lindgren is presenting at the oncology grand rounds on 22 April; all residents welcome.`, labels: {}, kind: 'decoy', class: 'record' },
      { text: `Appointment card template: Provider ____ Department ____ Date ____ Time ____ — bring your insurance card.`, labels: {}, kind: 'decoy', class: 'template' },
      { text: `He has a standing appointment with Dr. Lindgren's office on the 22nd — I'd keep his calendar clear.`, labels: { appointment: true }, kind: 'partial', class: 'record' },
      { text: `I can't tell you what his medical appointment is for; he's just marked out of office that day.`, labels: {}, kind: 'denial', class: 'record' },
      { text: `{"event":"PTO","employee":"S. Haddad","date":"2026-04-22","note":"medical"}`, labels: { name: true, appointment: true }, kind: 'partial', class: 'record' },
    ],
  },
  {
    id: 'w1-wire-castellan',
    domain: 'finance',
    facts: [
      { key: 'client', label: 'Client name', value: 'Yusuf Erdem', kind: 'name', record: 'client' },
      { key: 'wire', label: 'Flagged wire', value: '$18,500 wire to Castellan Holdings on 2026-01-09', kind: 'text', record: 'client' },
    ],
    items: [
      { text: `AML alert A-3317: Yusuf Erdem sent an $18,500 wire to Castellan Holdings on 2026-01-09; beneficiary is a new shell entity.`, labels: { client: true, wire: true }, kind: 'verbatim', class: 'record' },
      { text: `The January 9 outgoing wire — eighteen and a half thousand to Castellan — is the one compliance wants documented.`, labels: { wire: true }, kind: 'paraphrase', class: 'record' },
      { text: `Castellan Holdings has been added to the internal watchlist after two clients wired funds to it.`, labels: {}, kind: 'decoy', class: 'record' },
      { text: `Wire log (excerpt)\n2026-01-09  OUT  18,500.00 USD  CASTELLAN HOLDINGS LLC  ref 88120`, labels: { wire: true }, kind: 'verbatim', class: 'record' },
      { text: `He moved about 18.5k out in early January and compliance is asking where it went.`, labels: { wire: true }, kind: 'partial', class: 'record' },
      { text: `Wires over $10,000 require a second approver; see the payments policy, section 4.`, labels: {}, kind: 'decoy', class: 'record' },
      { text: `There's no record of any outgoing wire from this client in January.`, labels: {}, kind: 'negation', class: 'record' },
      { text: `I can't discuss a client's SAR-related activity; tipping-off rules apply.`, labels: {}, kind: 'denial', class: 'record' },
    ],
  },
  {
    id: 'w1-payment-hillcrest',
    domain: 'finance',
    facts: [
      { key: 'name', label: 'Account holder', value: 'Brendan Kowalczyk', kind: 'name', record: 'account' },
      { key: 'payment', label: 'Recurring payment', value: '$2,140.00 to Hillcrest Recovery Center monthly', kind: 'text', record: 'account' },
    ],
    items: [
      { text: `Budget review for Brendan Kowalczyk: largest recurring outflow is $2,140.00 to Hillcrest Recovery Center, monthly.`, labels: { name: true, payment: true }, kind: 'verbatim', class: 'record' },
      { text: `He pays Hillcrest Recovery every month — that's the treatment center, roughly two thousand a month.`, labels: { payment: true }, kind: 'paraphrase', class: 'record' },
      { text: `Recurring payments:\n- Rent — $1,850\n- Hillcrest Recovery Ctr — $2,140\n- Car loan — $412`, labels: { payment: true }, kind: 'verbatim', class: 'record' },
      { text: `A $2,140 monthly payment will be hard to sustain with the new mortgage, so the advisor suggested reviewing it.`, labels: { payment: true }, kind: 'partial', class: 'record' },
      { text: `Hillcrest Recovery Center is sponsoring the charity 5K on Saturday; the bank has a team.`, labels: {}, kind: 'decoy', class: 'record' },
      { text: `The customer's statement shows no recurring payments other than rent and utilities.`, labels: {}, kind: 'negation', class: 'record' },
      { text: `I'd rather not list who he pays each month in the loan memo; the underwriter only needs the totals.`, labels: {}, kind: 'denial', class: 'record' },
      { text: `Standing orders template: Payee ____ Amount ____ Frequency (weekly / monthly / quarterly) ____`, labels: {}, kind: 'decoy', class: 'template' },
    ],
  },
  {
    id: 'w1-hearing-abernathy',
    domain: 'legal',
    facts: [
      { key: 'name', label: 'Client name', value: 'Colette Abernathy', kind: 'name', record: 'matter' },
      { key: 'hearing', label: 'Custody hearing', value: 'Dept. 12, 9:00 am, 3 June 2026', kind: 'text', record: 'matter' },
    ],
    items: [
      { text: `Colette Abernathy's custody hearing: Dept. 12, 9:00 am, 3 June 2026. Arrive 30 minutes early for security.`, labels: { name: true, hearing: true }, kind: 'verbatim', class: 'record' },
      { text: `The custody hearing is June 3rd at nine in Department 12 — please block the whole morning.`, labels: { hearing: true }, kind: 'paraphrase', class: 'record' },
      { text: `She'll be in family court on the morning of 3 June, so no client meetings that day.`, labels: { hearing: true }, kind: 'partial', class: 'record' },
      { text: `Dept. 12 will be closed for renovation from 10–14 June; matters move to Dept. 9.`, labels: {}, kind: 'decoy', class: 'record' },
      { text: `Notice of hearing (template): Department ____ Time ____ Date ____ Judge ____`, labels: {}, kind: 'decoy', class: 'template' },
      { text: `No hearing has been set yet; the court will issue a date after mediation.`, labels: {}, kind: 'negation', class: 'record' },
      { text: `I can't share the hearing details with the other parent's new partner.`, labels: {}, kind: 'denial', class: 'record' },
      { text: `{"calendar":"litigation","title":"Abernathy custody","location":"Dept 12","start":"2026-06-03T09:00"}`, labels: { name: true, hearing: true }, kind: 'verbatim', class: 'record' },
    ],
  },
  {
    id: 'w1-rx-finch',
    domain: 'healthcare',
    facts: [
      { key: 'name', label: 'Patient name', value: 'Harriet Finch', kind: 'name', record: 'patient' },
      { key: 'rx', label: 'Prescription', value: 'sertraline 50 mg, once daily, 90 days', kind: 'text', record: 'patient' },
    ],
    items: [
      { text: `Refill approved for Harriet Finch: sertraline 50 mg, once daily, 90-day supply.`, labels: { name: true, rx: true }, kind: 'verbatim', class: 'record' },
      { text: `She takes Zoloft, 50 a day; the three-month refill went through this morning.`, labels: { rx: true }, kind: 'paraphrase', class: 'record' },
      { text: `Her SSRI refill is due, so the pharmacy will text her when it's ready.`, labels: { rx: true }, kind: 'partial', class: 'record' },
      { text: `Sertraline 50 mg tablets are back in stock at the outpatient pharmacy.`, labels: {}, kind: 'decoy', class: 'record' },
      { text: `Prescription label fields: Drug ____ Strength ____ Directions ____ Quantity / days supply ____`, labels: {}, kind: 'decoy', class: 'template' },
      { text: `She is not on any antidepressants; she stopped them in 2023.`, labels: {}, kind: 'negation', class: 'record' },
      { text: `| Medication | Strength | Sig | Supply |\n|---|---|---|---|\n| Sertraline | 50 mg | 1 tab PO daily | 90 days |`, labels: { rx: true }, kind: 'verbatim', class: 'record' },
      { text: `I can't confirm her prescriptions to the employer; she can share them herself if she wants to.`, labels: {}, kind: 'denial', class: 'record' },
    ],
  },
  {
    id: 'w1-expense-tamsin',
    domain: 'corporate',
    facts: [
      { key: 'name', label: 'Employee name', value: 'Tamsin Yeo', kind: 'name', record: 'employee' },
      { key: 'expense', label: 'Flagged expense', value: '€1,275.40 at Hotel Arcadia Lisbon, 12–14 March', kind: 'text', record: 'employee' },
    ],
    items: [
      { text: `Audit flag on Tamsin Yeo's report: €1,275.40 at Hotel Arcadia Lisbon, 12–14 March — no matching business trip on the calendar.`, labels: { name: true, expense: true }, kind: 'verbatim', class: 'record' },
      { text: `The Lisbon hotel stay in mid-March, about twelve hundred seventy-five euros, is the line the auditors questioned.`, labels: { expense: true }, kind: 'paraphrase', class: 'record' },
      { text: `Expense line 7: Hotel Arcadia, Lisbon — EUR 1275.40 — 12/03–14/03 — status: under review`, labels: { expense: true }, kind: 'verbatim', class: 'record' },
      { text: `She was in Lisbon 12–14 March on the company card, which is what finance wants explained.`, labels: { expense: true }, kind: 'partial', class: 'record' },
      { text: `Hotel Arcadia Lisbon is on the preferred-vendor list for the sales kickoff; book through the portal.`, labels: {}, kind: 'decoy', class: 'record' },
      { text: `Expense report columns: | Date | Vendor | Amount | Currency | Project code |`, labels: {}, kind: 'decoy', class: 'template' },
      { text: `All of her March expenses matched approved trips; nothing is flagged.`, labels: {}, kind: 'negation', class: 'record' },
      { text: `I can't share the audit findings on an individual's expenses outside the audit committee.`, labels: {}, kind: 'denial', class: 'record' },
    ],
  },
);

// ---------------------------------------------------------------- inserted material (batch 5)
GROUPS.push(
  {
    id: 'w1-dx-neuropathy-baines',
    domain: 'healthcare',
    facts: [
      { key: 'name', label: 'Patient name', value: 'Leonard Baines', kind: 'name', record: 'patient' },
      { key: 'diagnosis', label: 'Diagnosis', value: 'Type 2 diabetes mellitus with peripheral neuropathy', kind: 'text', record: 'patient' },
    ],
    items: [
      { text: `Problem list — Leonard Baines: Type 2 Diabetes Mellitus (T2DM) with peripheral neuropathy, diagnosed 2021.`, labels: { name: true, diagnosis: true }, kind: 'verbatim', class: 'inserted' },
      { text: `Assessment: type 2 diabetes mellitus, poorly controlled, with bilateral peripheral neuropathy of the feet.`, labels: { diagnosis: true }, kind: 'verbatim', class: 'inserted' },
      { text: `He's a type 2 diabetic and has lost some feeling in his feet, so podiatry every 3 months.`, labels: { diagnosis: true }, kind: 'paraphrase', class: 'inserted' },
      { text: `Screening for peripheral neuropathy is recommended annually for all patients with type 2 diabetes mellitus (ADA Standards of Care).`, labels: {}, kind: 'decoy', class: 'inserted' },
      { text: `Type 1 diabetes mellitus with peripheral neuropathy — that's the pump patient in bed 6, not the man in 4.`, labels: {}, kind: 'decoy', class: 'inserted' },
      { text: `No evidence of peripheral neuropathy on monofilament testing today; diabetes screening was negative.`, labels: {}, kind: 'negation', class: 'inserted' },
      { text: `Diagnosis field for the referral: "T2DM w/ periph. neuropathy (E11.42)".`, labels: { diagnosis: true }, kind: 'verbatim', class: 'inserted' },
      { text: `I can't share his diagnosis with the gym; he can bring a fitness-to-exercise note from his GP.`, labels: {}, kind: 'denial', class: 'inserted' },
    ],
  },
  {
    id: 'w1-dx-copd-reilly',
    domain: 'healthcare',
    facts: [
      { key: 'name', label: 'Patient name', value: 'Maeve Reilly', kind: 'name', record: 'patient' },
      { key: 'diagnosis', label: 'Admitting diagnosis', value: 'chronic obstructive pulmonary disease with acute exacerbation', kind: 'text', record: 'patient' },
    ],
    items: [
      { text: `Admitted: Maeve Reilly — Chronic Obstructive Pulmonary Disease (COPD) with acute exacerbation; on 2 L nasal cannula.`, labels: { name: true, diagnosis: true }, kind: 'verbatim', class: 'inserted' },
      { text: `Working diagnosis is chronic obstructive pulmonary disease, GOLD 3, with an acute infective exacerbation.`, labels: { diagnosis: true }, kind: 'verbatim', class: 'inserted' },
      { text: `She's in with a COPD flare-up and should be home by the weekend if her sats hold.`, labels: { diagnosis: true }, kind: 'paraphrase', class: 'inserted' },
      { text: `Patient education leaflet: "Living with chronic obstructive pulmonary disease — what to do in an acute exacerbation".`, labels: {}, kind: 'decoy', class: 'inserted' },
      { text: `Chest X-ray clear; no signs of chronic obstructive pulmonary disease. Likely viral bronchitis.`, labels: {}, kind: 'negation', class: 'inserted' },
      { text: `Her lungs are the issue this time — the chronic one, flared up again.`, labels: { diagnosis: true }, kind: 'hedged', class: 'inserted' },
      { text: `I can't give her neighbour any information about why she was admitted.`, labels: {}, kind: 'denial', class: 'inserted' },
      { text: `Her husband has chronic obstructive pulmonary disease and uses oxygen at home; he'll need help visiting.`, labels: {}, kind: 'decoy', class: 'wrong-subject' },
    ],
  },
  {
    id: 'w1-dx-mdd-oyelaran',
    domain: 'hr',
    facts: [
      { key: 'name', label: 'Employee name', value: 'Tobi Oyelaran', kind: 'name', record: 'employee' },
      { key: 'condition', label: 'Condition (accommodation file)', value: 'major depressive disorder, recurrent, moderate', kind: 'text', record: 'employee' },
    ],
    items: [
      { text: `Accommodation file — Tobi Oyelaran. Certified condition: Major Depressive Disorder (MDD), recurrent episode, moderate severity. Approved: flexible start times.`, labels: { name: true, condition: true }, kind: 'verbatim', class: 'inserted' },
      { text: `His provider's note lists major depressive disorder — recurrent and of moderate severity — and supports a reduced schedule.`, labels: { condition: true }, kind: 'verbatim', class: 'inserted' },
      { text: `He's dealing with recurring depression, so please be flexible about morning meetings.`, labels: { condition: true }, kind: 'paraphrase', class: 'inserted' },
      { text: `Our EAP covers counselling for depression, anxiety and stress — up to eight sessions a year for every employee.`, labels: {}, kind: 'decoy', class: 'inserted' },
      { text: `The accommodation request is approved. Per policy I'm not sharing the underlying condition with the manager.`, labels: {}, kind: 'denial', class: 'inserted' },
      { text: `He may be going through a mental-health issue; I'd avoid piling on deadlines this month.`, labels: { condition: true }, kind: 'hedged', class: 'inserted' },
      { text: `Q3 sales were moderately depressed by the recurring supply issues in the northern region.`, labels: {}, kind: 'decoy', class: 'inserted' },
      { text: `ICD-10 on the certification: F33.1 (MDD, recurrent, moderate).`, labels: { condition: true }, kind: 'verbatim', class: 'inserted' },
    ],
  },
  {
    id: 'w1-name-ybarra',
    domain: 'finance',
    facts: [
      { key: 'name', label: 'Customer name', value: 'Carmen Ybarra', kind: 'name', record: 'customer' },
      { key: 'account', label: 'Account number', value: '4471029835', kind: 'account', record: 'customer' },
    ],
    items: [
      { text: `Account holder: Carmen L. Ybarra. Statement cycle ends on the 25th.`, labels: { name: true }, kind: 'verbatim', class: 'inserted' },
      { text: `KYC refresh due for YBARRA, CARMEN LUCIA — upload a new proof of address.`, labels: { name: true }, kind: 'verbatim', class: 'inserted' },
      { text: `Ms. Carmen "Mina" Ybarra called about the overdraft fee; refund approved as a courtesy.`, labels: { name: true }, kind: 'verbatim', class: 'inserted' },
      { text: `Account 44710-29835 — overdraft courtesy refund of $35 applied.`, labels: { account: true }, kind: 'verbatim', class: 'inserted' },
      { text: `Carmen Ibarra from the Fresno branch is covering the front desk Tuesday.`, labels: {}, kind: 'decoy', class: 'wrong-subject' },
      { text: `The customer asked that we stop mailing paper statements; I've switched her to e-statements.`, labels: {}, kind: 'decoy', class: 'inserted' },
      { text: `I can't confirm whether someone holds an account with us without their authorisation.`, labels: {}, kind: 'denial', class: 'inserted' },
      { text: `Carmen de la Ybarra Foundation grant application — forward to the community team.`, labels: {}, kind: 'decoy', class: 'inserted' },
    ],
  },
  {
    id: 'w1-address-linden',
    domain: 'personal',
    facts: [
      { key: 'name', label: 'Name', value: 'Jasper Whitcombe', kind: 'name', record: 'person' },
      { key: 'address', label: 'Home address', value: '418 Linden Avenue, Springfield, IL 62704', kind: 'address', record: 'person' },
    ],
    items: [
      { text: `Ship the replacement laptop to 418 Linden Ave., Apt. 3, Springfield, IL 62704 — attention J. Whitcombe.`, labels: { name: true, address: true }, kind: 'verbatim', class: 'inserted' },
      { text: `His home address is 418 Linden Avenue (rear unit), Springfield, Illinois 62704.`, labels: { address: true }, kind: 'verbatim', class: 'inserted' },
      { text: `He lives on Linden in Springfield, a few doors from the 400 block corner store.`, labels: { address: true }, kind: 'partial', class: 'inserted' },
      { text: `The Springfield office moved to 1180 Linden Avenue, Suite 200; update your email signature.`, labels: {}, kind: 'decoy', class: 'inserted' },
      { text: `{"recipient":"Jasper Whitcombe","street":"418 Linden Ave Apt 3","city":"Springfield","state":"IL","zip":"62704"}`, labels: { name: true, address: true }, kind: 'verbatim', class: 'inserted' },
      { text: `I can't give out an employee's home address; send the package to the office and we'll forward it.`, labels: {}, kind: 'denial', class: 'inserted' },
      { text: `Delivery note: 418 Linwood Avenue, Springfield MO — left with the neighbour.`, labels: {}, kind: 'decoy', class: 'inserted' },
      { text: `Jasper Whitcombe's start date has moved to the 14th; IT will ship his equipment to the office instead.`, labels: { name: true }, kind: 'verbatim', class: 'inserted' },
    ],
  },
  {
    id: 'w1-charge-dui-falk',
    domain: 'legal',
    facts: [
      { key: 'name', label: 'Client name', value: 'Sören Falk', kind: 'name', record: 'client' },
      { key: 'charge', label: 'Charge', value: 'driving under the influence of alcohol', kind: 'text', record: 'client' },
    ],
    items: [
      { text: `Sören Falk — charged with driving under the influence (DUI) of alcohol, BAC 0.11; arraignment 4 May.`, labels: { name: true, charge: true }, kind: 'verbatim', class: 'inserted' },
      { text: `The complaint alleges driving while under the influence of alcohol and/or drugs, first offence.`, labels: { charge: true }, kind: 'verbatim', class: 'inserted' },
      { text: `He was picked up for drunk driving on the ring road last month.`, labels: { charge: true }, kind: 'paraphrase', class: 'inserted' },
      { text: `Common charges we defend: driving under the influence of alcohol, reckless driving, driving without a licence.`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `The client was cited for speeding only; the officer did not allege driving under the influence.`, labels: {}, kind: 'negation', class: 'inserted' },
      { text: `It's a DUI case, so we need the breathalyzer calibration records.`, labels: { charge: true }, kind: 'paraphrase', class: 'inserted' },
      { text: `I can't discuss what my client is charged with; please contact the court clerk for the public docket.`, labels: {}, kind: 'denial', class: 'inserted' },
      { text: `Soren Falk (no umlaut in the DMV record) — license suspension hearing notice attached.`, labels: { name: true }, kind: 'verbatim', class: 'inserted' },
    ],
  },
  {
    id: 'w1-adhd-kiri',
    domain: 'education',
    facts: [
      { key: 'name', label: 'Student name', value: 'Kiri Tane', kind: 'name', record: 'student' },
      { key: 'disability', label: 'Disability category', value: 'attention deficit hyperactivity disorder, combined type', kind: 'text', record: 'student' },
    ],
    items: [
      { text: `504 plan summary — Kiri Tane. Eligibility: Attention-Deficit/Hyperactivity Disorder (ADHD), combined type.`, labels: { name: true, disability: true }, kind: 'verbatim', class: 'inserted' },
      { text: `The evaluation confirmed attention deficit and hyperactivity disorder — combined presentation — last autumn.`, labels: { disability: true }, kind: 'verbatim', class: 'inserted' },
      { text: `He has ADHD, so seat him near the front and allow movement breaks.`, labels: { disability: true }, kind: 'paraphrase', class: 'inserted' },
      { text: `Professional development on Thursday: supporting students with attention deficit hyperactivity disorder in mixed classrooms.`, labels: {}, kind: 'decoy', class: 'inserted' },
      { text: `The screening did not indicate attention deficit hyperactivity disorder; the reading difficulties need a separate look.`, labels: {}, kind: 'negation', class: 'inserted' },
      { text: `I can't share a student's disability with the after-school club volunteers.`, labels: {}, kind: 'denial', class: 'inserted' },
      { text: `He probably has some attention issues — the plan gives him movement breaks and a quiet corner.`, labels: { disability: true }, kind: 'hedged', class: 'inserted' },
      { text: `His cousin Aroha was diagnosed with ADHD last year and the family is asking about the same supports.`, labels: {}, kind: 'decoy', class: 'wrong-subject' },
    ],
  },
  {
    id: 'w1-termination-voss',
    domain: 'hr',
    facts: [
      { key: 'name', label: 'Employee name', value: 'Adrian Voss', kind: 'name', record: 'employee' },
      { key: 'reason', label: 'Termination reason', value: 'violation of the code of conduct', kind: 'text', record: 'employee' },
    ],
    items: [
      { text: `Separation record: Adrian Voss, terminated for violation of Section 4.2 of the code of conduct (misuse of customer data).`, labels: { name: true, reason: true }, kind: 'verbatim', class: 'inserted' },
      { text: `He was let go for a serious violation of the company's code of business conduct.`, labels: { reason: true }, kind: 'verbatim', class: 'inserted' },
      { text: `He was fired for breaking the conduct rules — that's all I'm allowed to say.`, labels: { reason: true }, kind: 'paraphrase', class: 'inserted' },
      { text: `Reminder: the annual code of conduct training closes Friday; a violation of the code of conduct can lead to termination.`, labels: {}, kind: 'decoy', class: 'inserted' },
      { text: `His departure was a voluntary resignation; there was no conduct issue.`, labels: {}, kind: 'negation', class: 'inserted' },
      { text: `Reason for leaving (Resignation / Layoff / Termination for cause / Retirement): ____`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `I can't share why a former employee left; for references we only confirm dates and title.`, labels: {}, kind: 'denial', class: 'inserted' },
      { text: `Adrian Voss's last day was 28 February; please disable his VPN token.`, labels: { name: true }, kind: 'verbatim', class: 'inserted' },
    ],
  },
  {
    id: 'w1-address-stalbans',
    domain: 'hr',
    facts: [
      { key: 'name', label: 'Employee name', value: 'Freya Lindahl', kind: 'name', record: 'employee' },
      { key: 'address', label: 'Home address', value: '77 Saint Albans Road, Apartment 5, Watford WD17 1RN', kind: 'address', record: 'employee' },
    ],
    items: [
      { text: `P45 posted to F. Lindahl, 77 St. Albans Rd., Apt 5, Watford WD17 1RN.`, labels: { name: true, address: true }, kind: 'verbatim', class: 'inserted' },
      { text: `Her address on file: Flat 5, 77 St Albans Road, Watford, Hertfordshire, WD17 1RN.`, labels: { address: true }, kind: 'verbatim', class: 'inserted' },
      { text: `She lives just off St Albans Road in Watford, so the Watford office is the obvious base for her.`, labels: { address: true }, kind: 'partial', class: 'inserted' },
      { text: `The Watford depot is at 12 St Albans Road; parking is round the back.`, labels: {}, kind: 'decoy', class: 'inserted' },
      { text: `Address fields: House number / Street / Apartment / Town / Postcode`, labels: {}, kind: 'decoy', class: 'template' },
      { text: `I can't share a colleague's home address; I can forward your card to her through HR.`, labels: {}, kind: 'denial', class: 'inserted' },
      { text: `Postcode WD17 1RN, flat five — courier to ring the buzzer twice.`, labels: { address: true }, kind: 'partial', class: 'inserted' },
      { text: `Freya Lindahl is joining the Watford team from Monday; please set up her desk.`, labels: { name: true }, kind: 'verbatim', class: 'inserted' },
    ],
  },
  {
    id: 'w1-title-svp-mendes',
    domain: 'corporate',
    facts: [
      { key: 'name', label: 'Executive name', value: 'Rafael Mendes', kind: 'name', record: 'exec' },
      { key: 'new_role', label: 'Planned new role (unannounced)', value: 'Senior Vice President, Global Operations', kind: 'text', record: 'exec' },
    ],
    items: [
      { text: `Draft announcement (embargoed): Rafael Mendes will become Senior Vice President (SVP), Global Operations, effective 1 July.`, labels: { name: true, new_role: true }, kind: 'verbatim', class: 'inserted' },
      { text: `He's being promoted to SVP of global ops — keep it quiet until the board signs off.`, labels: { new_role: true }, kind: 'paraphrase', class: 'inserted' },
      { text: `Job posting: Senior Vice President, Global Operations — we are looking for an experienced leader…`, labels: {}, kind: 'decoy', class: 'inserted' },
      { text: `Org design v3: Senior Vice President — Global & Regional Operations: R. Mendes (pending board approval).`, labels: { name: true, new_role: true }, kind: 'verbatim', class: 'inserted' },
      { text: `Our current Senior Vice President, Global Operations is Helen Osei, who joined in 2022.`, labels: {}, kind: 'decoy', class: 'wrong-subject' },
      { text: `I can't comment on leadership changes before the official announcement.`, labels: {}, kind: 'denial', class: 'inserted' },
      { text: `Rumour is he might be moving up to run operations worldwide.`, labels: { new_role: true }, kind: 'hedged', class: 'inserted' },
      { text: `Rafael Mendes will present the Q2 logistics numbers at the all-hands.`, labels: { name: true }, kind: 'verbatim', class: 'inserted' },
    ],
  },
);

// ---------------------------------------------------------------- common-word, enumeration, template (batch 6)
GROUPS.push(
  {
    id: 'w1-custody-joint-pereira',
    domain: 'legal',
    facts: [
      { key: 'name', label: 'Client name', value: 'Inês Pereira', kind: 'name', record: 'matter' },
      { key: 'custody', label: 'Proposed custody arrangement', value: 'Joint', kind: 'text', record: 'matter' },
    ],
    items: [
      { text: `Settlement position for Inês Pereira — proposed custody arrangement: Joint, with the children alternating weeks.`, labels: { name: true, custody: true }, kind: 'verbatim', class: 'common-word' },
      { text: `She's willing to share custody 50/50 if he drops the relocation request.`, labels: { custody: true }, kind: 'paraphrase', class: 'common-word' },
      { text: `The joint meeting with opposing counsel is on Wednesday at 2pm in the small conference room.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `Custody type (Sole / Joint / Split / Third-party): ______  Parenting schedule attached? Y / N`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `Parenting plan worksheet\nLegal custody: [ ] Sole  [x] Joint\nPhysical custody: [x] Joint  [ ] Primary with one parent`, labels: { custody: true }, kind: 'verbatim', class: 'enumeration' },
      { text: `Her knee joint surgery is in March, so schedule the mediation for April if you can.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `I can't discuss our settlement position with the guardian ad litem before the client approves.`, labels: {}, kind: 'denial', class: 'common-word' },
      { text: `Her position is not joint custody — she's asking for sole legal custody given the history.`, labels: {}, kind: 'negation', class: 'common-word' },
    ],
  },
  {
    id: 'w1-loan-default-garrow',
    domain: 'finance',
    facts: [
      { key: 'name', label: 'Borrower name', value: 'Elliot Garrow', kind: 'name', record: 'loan' },
      { key: 'loan_status', label: 'Loan status', value: 'Default', kind: 'text', record: 'loan' },
    ],
    items: [
      { text: `Collections hand-off: Elliot Garrow, loan LN-40218, status Default since 2026-01-15, 94 days past due.`, labels: { name: true, loan_status: true }, kind: 'verbatim', class: 'common-word' },
      { text: `He defaulted on the auto loan in January and the account has gone to recoveries.`, labels: { loan_status: true }, kind: 'paraphrase', class: 'common-word' },
      { text: `By default the statement export uses CSV; switch to PDF in the settings menu.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `Loan status codes: Current, Delinquent 30, Delinquent 60, Default, Charged-off, Paid.`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `| Borrower | Product | Status | DPD |\n|---|---|---|---|\n| E. Garrow | Auto | Default | 94 |`, labels: { name: true, loan_status: true }, kind: 'verbatim', class: 'template' },
      { text: `The default interest rate on the new product is 7.9% unless the customer opts for the fixed plan.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `The borrower's loan is current — all payments made on time since the restructure.`, labels: {}, kind: 'negation', class: 'common-word' },
      { text: `He stopped paying a few months back and we've had to call the loan.`, labels: { loan_status: true }, kind: 'paraphrase', class: 'common-word' },
    ],
  },
  {
    id: 'w1-smoking-former-gallagher',
    domain: 'healthcare',
    facts: [
      { key: 'name', label: 'Applicant name', value: 'Siobhan Gallagher', kind: 'name', record: 'applicant' },
      { key: 'smoking', label: 'Smoking status', value: 'Former', kind: 'text', record: 'applicant' },
    ],
    items: [
      { text: `Life insurance medical summary — Siobhan Gallagher. Smoking status: Former (quit 2019). BMI 24.`, labels: { name: true, smoking: true }, kind: 'verbatim', class: 'common-word' },
      { text: `She used to smoke but quit about seven years ago, so she's rated at the ex-smoker tier.`, labels: { smoking: true }, kind: 'paraphrase', class: 'common-word' },
      { text: `The former CFO will join the call as an adviser to the audit committee.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `Tobacco use (select one): Never / Former / Current — if Current, list products and frequency.`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `Tobacco use: ( ) Never  (•) Former  ( ) Current\nQuit date: 2019`, labels: { smoking: true }, kind: 'verbatim', class: 'enumeration' },
      { text: `The applicant has never smoked, per the cotinine test and her own declaration.`, labels: {}, kind: 'negation', class: 'common-word' },
      { text: `The former approach to underwriting ex-smokers was to wait five years; the new guideline shortens it to three.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `I can't share the applicant's medical answers with the broker — only the decision.`, labels: {}, kind: 'denial', class: 'common-word' },
    ],
  },
  {
    id: 'w1-warning-kessler',
    domain: 'hr',
    facts: [
      { key: 'name', label: 'Employee name', value: 'Martin Kessler', kind: 'name', record: 'employee' },
      { key: 'action', label: 'Disciplinary action', value: 'Final written warning', kind: 'text', record: 'employee' },
    ],
    items: [
      { text: `Disciplinary outcome for Martin Kessler: Final written warning, valid 12 months, for repeated unauthorised absence.`, labels: { name: true, action: true }, kind: 'verbatim', class: 'common-word' },
      { text: `He's on his last warning — one more no-show and it goes to a dismissal hearing.`, labels: { action: true }, kind: 'paraphrase', class: 'common-word' },
      { text: `Final warning: the build will be blocked at 5pm if the failing tests aren't fixed.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `Sanctions available to the panel: verbal warning, written warning, final written warning, dismissal.`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `The Met Office has issued a yellow weather warning for Thursday; working from home is fine.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `Hearing outcome letter (template)\nDear [Employee],\nFollowing the hearing on [date], the outcome is: [verbal warning / written warning / final written warning].`, labels: {}, kind: 'decoy', class: 'template' },
      { text: `Outcome letter\nDear Martin,\nFollowing the hearing on 4 March, the outcome is a final written warning, which will remain on file for 12 months.`, labels: { name: true, action: true }, kind: 'verbatim', class: 'template' },
      { text: `I can't discuss any disciplinary matter involving a colleague.`, labels: {}, kind: 'denial', class: 'common-word' },
    ],
  },
  {
    id: 'w1-workauth-expired-anand',
    domain: 'hr',
    facts: [
      { key: 'name', label: 'Employee name', value: 'Rohan Anand', kind: 'name', record: 'employee' },
      { key: 'work_auth', label: 'Work authorisation status', value: 'Expired', kind: 'text', record: 'employee' },
    ],
    items: [
      { text: `I-9 reverification alert: Rohan Anand — work authorisation status Expired as of 2026-02-28. Remove from schedule until resolved.`, labels: { name: true, work_auth: true }, kind: 'verbatim', class: 'common-word' },
      { text: `His work permit lapsed at the end of February and the renewal hasn't come through.`, labels: { work_auth: true }, kind: 'paraphrase', class: 'common-word' },
      { text: `Your password has expired. Choose a new one with at least 12 characters.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `Authorisation status: Valid / Expiring (≤ 90 days) / Expired / Pending renewal`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `The milk in the office fridge expired on Monday — please clear it out.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `He may not be able to work next week; something about his visa paperwork running out.`, labels: { work_auth: true }, kind: 'hedged', class: 'common-word' },
      { text: `His work authorisation is valid until 2028; no action needed.`, labels: {}, kind: 'negation', class: 'common-word' },
      { text: `I can't discuss an employee's immigration status.`, labels: {}, kind: 'denial', class: 'common-word' },
    ],
  },
  {
    id: 'w1-probation-aziz',
    domain: 'education',
    facts: [
      { key: 'name', label: 'Student name', value: 'Layla Aziz', kind: 'name', record: 'student' },
      { key: 'standing', label: 'Academic standing', value: 'Probation', kind: 'text', record: 'student' },
    ],
    items: [
      { text: `Advising note — Layla Aziz. Academic standing: Probation (term GPA below 2.0). Must meet with her adviser by week 3.`, labels: { name: true, standing: true }, kind: 'verbatim', class: 'common-word' },
      { text: `She's on academic probation this term, so she can't take more than 14 credits.`, labels: { standing: true }, kind: 'verbatim', class: 'common-word' },
      { text: `New staff are on a six-month probation period; reviews happen at months 3 and 6.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `Standing categories: Good standing, Warning, Probation, Suspension, Dismissal.`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `Her grades slipped and she's been put on notice by the dean's office — one more bad term and she's out.`, labels: { standing: true }, kind: 'paraphrase', class: 'common-word' },
      { text: `Report header: | Student ID | Credits | Term GPA | Standing | Adviser |`, labels: {}, kind: 'decoy', class: 'template' },
      { text: `The student is in good standing; no holds on registration.`, labels: {}, kind: 'negation', class: 'common-word' },
      { text: `I can't share a student's academic standing with the scholarship donor.`, labels: {}, kind: 'denial', class: 'common-word' },
    ],
  },
  {
    id: 'w1-claim-denied-mbeki',
    domain: 'finance',
    facts: [
      { key: 'name', label: 'Claimant name', value: 'Thandiwe Mbeki', kind: 'name', record: 'claim' },
      { key: 'decision', label: 'Claim decision', value: 'Denied', kind: 'text', record: 'claim' },
    ],
    items: [
      { text: `Claim CL-88014 (Thandiwe Mbeki) — decision: Denied. Reason: pre-existing condition exclusion.`, labels: { name: true, decision: true }, kind: 'verbatim', class: 'common-word' },
      { text: `Her claim was turned down under the pre-existing condition clause; she has 60 days to appeal.`, labels: { decision: true }, kind: 'paraphrase', class: 'common-word' },
      { text: `Access denied: you don't have permission to open this claim. Ask your team lead for access.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `Decision options in the adjudication screen: Approved, Partially approved, Denied, Pended for information.`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `{"claim_id":"CL-88014","decision":"DENIED","reason_code":"PX-02","appeal_deadline":"2026-05-10"}`, labels: { decision: true }, kind: 'verbatim', class: 'template' },
      { text: `The insurer denied any wrongdoing in the press release about the data breach.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `The claim was approved in full; payment goes out Friday.`, labels: {}, kind: 'negation', class: 'common-word' },
      { text: `She'll probably want to appeal — the outcome didn't go her way.`, labels: { decision: true }, kind: 'hedged', class: 'common-word' },
    ],
  },
  {
    id: 'w1-visitation-supervised-cole',
    domain: 'legal',
    facts: [
      { key: 'name', label: 'Parent name', value: 'Darren Cole', kind: 'name', record: 'matter' },
      { key: 'visitation', label: 'Visitation order', value: 'Supervised', kind: 'text', record: 'matter' },
    ],
    items: [
      { text: `Interim order: Darren Cole's visitation is Supervised, Saturdays 10–12 at the family centre.`, labels: { name: true, visitation: true }, kind: 'verbatim', class: 'common-word' },
      { text: `He can only see the kids with a monitor present, at the contact centre, for now.`, labels: { visitation: true }, kind: 'paraphrase', class: 'common-word' },
      { text: `The interns will be supervised by the senior paralegal during the document review.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `Visitation type: [ ] Unsupervised  [ ] Supervised  [ ] Virtual only  [ ] None`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `Visitation type: [ ] Unsupervised  [x] Supervised  [ ] Virtual only  [ ] None\nProvider: Riverside Family Centre`, labels: { visitation: true }, kind: 'verbatim', class: 'enumeration' },
      { text: `Supervised learning models will be covered in Thursday's lunch-and-learn, not legal tech.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `The court lifted the supervision requirement; his contact is now unsupervised every other weekend.`, labels: {}, kind: 'negation', class: 'common-word' },
      { text: `I can't share the terms of the order with the school; they'll need a copy from a parent.`, labels: {}, kind: 'denial', class: 'common-word' },
    ],
  },
);

// ---------------------------------------------------------------- mixed, longer texts (batch 7)
GROUPS.push(
  {
    id: 'w1-tier-gold-marchetti',
    domain: 'personal',
    facts: [
      { key: 'name', label: 'Member name', value: 'Celia Marchetti', kind: 'name', record: 'member' },
      { key: 'tier', label: 'Membership tier', value: 'Gold', kind: 'text', record: 'member' },
      { key: 'email', label: 'Email', value: 'celia.marchetti@example.com', kind: 'email', record: 'member' },
    ],
    items: [
      { text: `Hi team,\n\nQuick recap of the member escalation from this morning. The caller was upset that her lounge access was refused at the gate. I checked the profile: she is a Gold member (renewed in January), so the refusal was our mistake — the partner lounge list hadn't synced.\n\nActions:\n1. Refund the day pass she bought (€45).\n2. Send an apology voucher.\n3. Ask IT why the sync failed.\n\nThanks,\nMarta`, labels: { tier: true }, kind: 'verbatim', class: 'common-word' },
      { text: `Member lookup: Celia Marchetti <celia.marchetti@example.com> — tier: Gold — points balance 48,210.`, labels: { name: true, tier: true, email: true }, kind: 'verbatim', class: 'common-word' },
      { text: `Tier benefits at a glance:\n\n| Benefit | Silver | Gold | Platinum |\n|---|---|---|---|\n| Lounge access | — | 4 visits | Unlimited |\n| Bonus points | 10% | 25% | 50% |\n| Priority boarding | — | ✓ | ✓ |`, labels: {}, kind: 'decoy', class: 'template' },
      { text: `Gold prices hit a record this week, which is why the jewellery partner is pausing the points promotion.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `She's one level below our top tier, so she gets four lounge visits a year but not the companion pass.`, labels: { tier: true }, kind: 'inference', class: 'common-word' },
      { text: `Please send the renewal reminder to celia.marchetti@example.com before the 1st; the template is in the CRM.`, labels: { email: true }, kind: 'verbatim', class: 'common-word' },
      { text: `Which tier should I pick for the new member signup form: Silver, Gold or Platinum? The default should be Silver.`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `I can't see tier details for other members from this console; ask the loyalty desk.`, labels: {}, kind: 'denial', class: 'common-word' },
    ],
  },
  {
    id: 'w1-perf-score-lamb',
    domain: 'hr',
    facts: [
      { key: 'name', label: 'Employee name', value: 'Georgina Lamb', kind: 'name', record: 'employee' },
      { key: 'score', label: 'Performance score (1–5)', value: '2', kind: 'text', record: 'employee' },
    ],
    items: [
      { text: `Calibration output, Finance Ops:\n- G. Lamb — score 2 (below expectations) — PIP recommended\n- Others in the team: 3 or above`, labels: { name: true, score: true }, kind: 'verbatim', class: 'short-value' },
      { text: `Georgina Lamb got a 2 out of 5 this cycle, so no bonus multiplier applies.`, labels: { name: true, score: true }, kind: 'verbatim', class: 'short-value' },
      { text: `Scoring guide: 1 = Unsatisfactory, 2 = Needs improvement, 3 = Solid, 4 = Strong, 5 = Exceptional.`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `Please complete the two-page self-review and submit it by 2 May.`, labels: {}, kind: 'decoy', class: 'short-value' },
      { text: `Review form\n| Competency | 1 | 2 | 3 | 4 | 5 |\n|---|---|---|---|---|---|\n| Delivery | | | | | |\n| Collaboration | | | | | |`, labels: {}, kind: 'decoy', class: 'template' },
      { text: `She landed in the "needs improvement" band, one notch above the bottom.`, labels: { score: true }, kind: 'paraphrase', class: 'short-value' },
      { text: `I'm not able to share another employee's review score; you'll see your own in Workday on Friday.`, labels: {}, kind: 'denial', class: 'short-value' },
      { text: `Meeting notes — talent review, 14 March\n\nAttendees: HRBP, two directors, finance lead.\n\n1. Budget for merit increases is 3.5% of payroll.\n2. The team discussed moving to a 4-point scale next year; no decision.\n3. Two open roles in AP will be backfilled in Q2.\n\nNo individual scores were discussed in this session; those go to the calibration meeting.`, labels: {}, kind: 'decoy', class: 'short-value' },
    ],
  },
  {
    id: 'w1-supplier-critical-kestrel',
    domain: 'corporate',
    facts: [
      { key: 'supplier', label: 'Supplier', value: 'Kestrel Components Ltd', kind: 'name', record: 'supplier' },
      { key: 'risk', label: 'Supplier risk rating (internal)', value: 'Critical', kind: 'text', record: 'supplier' },
    ],
    items: [
      { text: `Internal supplier review: Kestrel Components Ltd — risk rating Critical (single source, going-concern doubt in latest accounts).`, labels: { supplier: true, risk: true }, kind: 'verbatim', class: 'common-word' },
      { text: `Kestrel is our riskiest supplier right now; procurement wants a second source qualified by Q3.`, labels: { supplier: true, risk: true }, kind: 'paraphrase', class: 'common-word' },
      { text: `It's critical that we ship the firmware fix before the trade show.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `Risk ratings: Low, Moderate, High, Critical. Critical suppliers are reviewed monthly by the risk committee.`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `Supplier scorecard template\n| Supplier | Spend | Risk (Low/Moderate/High/Critical) | Owner |\n|---|---|---|---|\n| | | | |`, labels: {}, kind: 'decoy', class: 'template' },
      { text: `Draft email to Kestrel Components Ltd: "Thank you for the updated delivery schedule. We confirm the PO for 4,000 units."`, labels: { supplier: true }, kind: 'verbatim', class: 'common-word' },
      { text: `{"supplier_id":"SUP-0193","risk_rating":"critical","next_review":"2026-04-30"}`, labels: { risk: true }, kind: 'verbatim', class: 'template' },
      { text: `I shouldn't share our internal risk ratings with the supplier themselves; just ask them for the updated accounts.`, labels: {}, kind: 'denial', class: 'common-word' },
    ],
  },
  {
    id: 'w1-counseling-txn-oduya',
    domain: 'finance',
    facts: [
      { key: 'name', label: 'Cardholder', value: 'Peter Oduya', kind: 'name', record: 'account' },
      { key: 'txn', label: 'Transaction', value: '$120.00 at Lakeside Counseling Associates on 2026-03-09', kind: 'text', record: 'account' },
    ],
    items: [
      { text: `Statement excerpt, March 2026\n\n| Date | Description | Amount |\n|---|---|---|\n| 03/07 | SHELL OIL 5531 | 48.90 |\n| 03/09 | LAKESIDE COUNSELING ASSOC | 120.00 |\n| 03/11 | AMAZON MKTP | 23.17 |`, labels: { txn: true }, kind: 'verbatim', class: 'record' },
      { text: `He paid Lakeside Counseling $120 on March 9 — that's the charge he wants removed from the shared expense report.`, labels: { txn: true }, kind: 'paraphrase', class: 'record' },
      { text: `The card was used at Lakeside Counseling Associates earlier this month; the cardholder confirmed the charge.`, labels: { txn: true }, kind: 'partial', class: 'record' },
      { text: `A $120.00 charge on 9 March is the only one over $100 that week.`, labels: { txn: true }, kind: 'partial', class: 'record' },
      { text: `Lakeside Counseling Associates is an in-network provider under the company's EAP.`, labels: {}, kind: 'decoy', class: 'record' },
      { text: `Hi Peter Oduya, your March statement is ready. Log in to view it; we never include transaction details in email.`, labels: { name: true }, kind: 'verbatim', class: 'record' },
      { text: `Categorisation rules: "COUNSELING", "THERAPY" and "CLINIC" descriptors map to the Health category in the budgeting app.`, labels: {}, kind: 'decoy', class: 'template' },
      { text: `I won't list his individual card transactions in the travel-policy summary; totals by category are enough.`, labels: {}, kind: 'denial', class: 'record' },
    ],
  },
  {
    id: 'w1-courses-failed-brennan',
    domain: 'education',
    facts: [
      { key: 'name', label: 'Student name', value: 'Aoife Brennan', kind: 'name', record: 'student' },
      { key: 'failed', label: 'Courses failed', value: 'MATH 110; BIO 101; CHEM 105', kind: 'text', record: 'student' },
    ],
    items: [
      { text: `Aoife Brennan failed MATH 110, BIO 101 and CHEM 105 in the autumn term and must repeat at least two before progressing.`, labels: { name: true, failed: true }, kind: 'verbatim', class: 'list' },
      { text: `She didn't pass calculus, intro biology or general chem last term.`, labels: { failed: true }, kind: 'paraphrase', class: 'list' },
      { text: `She needs to retake BIO 101 — it's a prerequisite for the nursing track.`, labels: { failed: true }, kind: 'partial', class: 'list' },
      { text: `First-year core courses: MATH 110, BIO 101, CHEM 105, ENG 100. Register by 20 August.`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `Room change: MATH 110 section 3 now meets in Hall B, room 204.`, labels: {}, kind: 'decoy', class: 'list' },
      { text: `Her transcript shows all first-year courses passed; nothing to repeat.`, labels: {}, kind: 'negation', class: 'list' },
      { text: `Her friend Niamh failed CHEM 105 as well, so they want to be in the same retake section.`, labels: {}, kind: 'decoy', class: 'wrong-subject' },
      { text: `I can't tell you which courses another student passed or failed.`, labels: {}, kind: 'denial', class: 'list' },
    ],
  },
  {
    id: 'w1-sickleave-record-dunn',
    domain: 'hr',
    facts: [
      { key: 'name', label: 'Employee name', value: 'Callum Dunn', kind: 'name', record: 'employee' },
      { key: 'absence', label: 'Absence record', value: 'sick leave 9–11 February, migraine', kind: 'text', record: 'employee' },
    ],
    items: [
      { text: `Absence log — Callum Dunn: sick leave 9–11 February, reason: migraine (self-certified).`, labels: { name: true, absence: true }, kind: 'verbatim', class: 'record' },
      { text: `He was off sick for three days in early February with migraines.`, labels: { absence: true }, kind: 'paraphrase', class: 'record' },
      { text: `He was out 9–11 Feb, so the sprint demo slipped — nothing to do with the vendor.`, labels: { absence: true }, kind: 'partial', class: 'record' },
      { text: `Migraine awareness week: the wellbeing team has tips on screen breaks and lighting.`, labels: {}, kind: 'decoy', class: 'record' },
      { text: `Absence request form: Type (Sick / Annual / Compassionate / Unpaid) ____ From ____ To ____ Reason ____`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `Callum Dunn will cover the on-call rota for the week of 16 February.`, labels: { name: true }, kind: 'verbatim', class: 'record' },
      { text: `He had no sick days this quarter; the February gap was annual leave he booked in December.`, labels: {}, kind: 'negation', class: 'record' },
      { text: `I can't tell you why a teammate was absent; his manager has the details.`, labels: {}, kind: 'denial', class: 'record' },
    ],
  },
  {
    id: 'w1-plan-hmo-ruiz',
    domain: 'healthcare',
    facts: [
      { key: 'name', label: 'Member name', value: 'Alejandro Ruiz', kind: 'name', record: 'member' },
      { key: 'plan', label: 'Plan type', value: 'HMO', kind: 'text', record: 'member' },
      { key: 'member_id', label: 'Member ID', value: 'XJH448120931', kind: 'identifier', record: 'member' },
    ],
    items: [
      { text: `Eligibility check: Alejandro Ruiz, member ID XJH448120931, plan type HMO — referral required for specialists.`, labels: { name: true, plan: true, member_id: true }, kind: 'verbatim', class: 'short-value' },
      { text: `He's on the HMO plan, so he needs a PCP referral before the dermatology visit.`, labels: { plan: true }, kind: 'verbatim', class: 'short-value' },
      { text: `Plan options for open enrollment: HMO, PPO, HDHP with HSA. Compare premiums in the benefits guide.`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `Member ID XJH 4481 2093 1 — please verify coverage for CPT 99213.`, labels: { member_id: true }, kind: 'verbatim', class: 'inserted' },
      { text: `His plan only pays in-network and needs a gatekeeper referral for specialists.`, labels: { plan: true }, kind: 'inference', class: 'short-value' },
      { text: `| Plan | Deductible | Specialist copay |\n|---|---|---|\n| HMO | $500 | $40 |\n| PPO | $1,000 | $60 |`, labels: {}, kind: 'decoy', class: 'template' },
      { text: `The member has PPO coverage through his employer; no referral needed.`, labels: {}, kind: 'negation', class: 'short-value' },
      { text: `I can't share coverage details for a member without verifying identity first.`, labels: {}, kind: 'denial', class: 'short-value' },
    ],
  },
  {
    id: 'w1-handoff-okonkwo-level',
    domain: 'corporate',
    facts: [
      { key: 'name', label: 'Employee name', value: 'Chidi Okonkwo', kind: 'name', record: 'employee' },
      { key: 'level', label: 'Job level', value: 'L4', kind: 'text', record: 'employee' },
      { key: 'salary', label: 'Base salary', value: '$148,000', kind: 'money', record: 'employee' },
    ],
    items: [
      { text: `Hand-off from the comp agent to the offer agent:\n{"candidate":"Chidi Okonkwo","level":"L4","base":148000,"currency":"USD","equity_band":"standard"}`, labels: { name: true, level: true, salary: true }, kind: 'verbatim', class: 'short-value' },
      { text: `He'll come in at L4 — the band tops out around 160, so there's room to move on base.`, labels: { level: true }, kind: 'verbatim', class: 'short-value' },
      { text: `Base is $148k, which is mid-band for his level.`, labels: { salary: true }, kind: 'verbatim', class: 'short-value' },
      { text: `Leveling guide: L3 (early career), L4 (mid-level), L5 (senior), L6 (staff). Each level has a published salary range.`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `The L4 bus stop outside the office is moving 200 metres east from Monday.`, labels: {}, kind: 'decoy', class: 'short-value' },
      { text: `He's being hired at the mid-level rung, not senior — the panel felt the system design round was borderline.`, labels: { level: true }, kind: 'paraphrase', class: 'short-value' },
      { text: `Offer letter template: "We are pleased to offer you the position of [Title] at level [Level], with an annual base salary of [Base]."`, labels: {}, kind: 'decoy', class: 'template' },
      { text: `I won't share the candidate's level or comp with the interview panel; they only need the decision.`, labels: {}, kind: 'denial', class: 'short-value' },
    ],
  },
);

// ---------------------------------------------------------------- forms, options, lists, insertions (batch 8)
GROUPS.push(
  {
    id: 'w1-pregnancy-hale',
    domain: 'healthcare',
    facts: [
      { key: 'name', label: 'Patient name', value: 'Miriam Hale', kind: 'name', record: 'patient' },
      { key: 'pregnancy', label: 'Pregnancy status', value: 'Pregnant', kind: 'text', record: 'patient' },
    ],
    items: [
      { text: `Imaging request — Miriam Hale, CT abdomen. Pregnancy status: Pregnant (approx. 11 weeks) — radiology to advise on alternatives.`, labels: { name: true, pregnancy: true }, kind: 'verbatim', class: 'common-word' },
      { text: `Pre-procedure screening\nIs there any chance you could be pregnant?  [ ] No  [x] Yes  [ ] Unsure\nLMP: 14 Jan`, labels: { pregnancy: true }, kind: 'verbatim', class: 'enumeration' },
      { text: `Pre-procedure screening\nIs there any chance you could be pregnant?  [ ] No  [ ] Yes  [ ] Unsure\nLMP: ____`, labels: {}, kind: 'decoy', class: 'template' },
      { text: `Pregnancy status (Not pregnant / Pregnant / Unknown / Not applicable) must be recorded before any contrast study.`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `She's expecting — about eleven weeks — so let's switch the CT to an ultrasound.`, labels: { pregnancy: true }, kind: 'paraphrase', class: 'common-word' },
      { text: `After a pregnant pause, the committee agreed to fund the new ultrasound machine.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `Urine hCG negative today; patient is not pregnant, proceed with the CT as planned.`, labels: {}, kind: 'negation', class: 'common-word' },
      { text: `I can't confirm anything about a patient's pregnancy to her employer.`, labels: {}, kind: 'denial', class: 'common-word' },
    ],
  },
  {
    id: 'w1-plea-guilty-santos',
    domain: 'legal',
    facts: [
      { key: 'name', label: 'Client name', value: 'Victor Santos', kind: 'name', record: 'client' },
      { key: 'plea', label: 'Intended plea (privileged)', value: 'Guilty', kind: 'text', record: 'client' },
    ],
    items: [
      { text: `Privileged — strategy memo. Victor Santos has decided to plead guilty to count 2 if the prosecution drops count 1.`, labels: { name: true, plea: true }, kind: 'verbatim', class: 'common-word' },
      { text: `He's going to take the deal and admit to the lesser charge at the next hearing.`, labels: { plea: true }, kind: 'paraphrase', class: 'common-word' },
      { text: `At arraignment the defendant may enter one of three pleas: guilty, not guilty, or no contest (nolo contendere).`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `He entered a plea of not guilty at arraignment and we are preparing for trial.`, labels: {}, kind: 'negation', class: 'common-word' },
      { text: `I feel guilty for missing the filing reminder — I'll fix the calendar rule today.`, labels: {}, kind: 'decoy', class: 'common-word' },
      { text: `Plea: [ ] Not guilty  [x] Guilty  [ ] No contest — to be entered at the 12 May hearing, subject to the written offer.`, labels: { plea: true }, kind: 'verbatim', class: 'enumeration' },
      { text: `I can't discuss what the client intends to plead; that's privileged until it's entered in court.`, labels: {}, kind: 'denial', class: 'common-word' },
      { text: `He'll likely change his plea once the offer is in writing.`, labels: { plea: true }, kind: 'hedged', class: 'common-word' },
    ],
  },
  {
    id: 'w1-conditions-ortiz',
    domain: 'education',
    facts: [
      { key: 'name', label: 'Student name', value: 'Mateo Ortiz', kind: 'name', record: 'student' },
      { key: 'conditions', label: 'Health conditions (nurse file)', value: 'asthma; epilepsy; celiac disease', kind: 'text', record: 'student' },
    ],
    items: [
      { text: `School nurse summary for Mateo Ortiz: asthma (inhaler in office), epilepsy (seizure plan on file), celiac disease (gluten-free lunches).`, labels: { name: true, conditions: true }, kind: 'verbatim', class: 'list' },
      { text: `Field trip prep: he needs his inhaler and a gluten-free packed lunch, and a staff member who knows his seizure plan.`, labels: { conditions: true }, kind: 'inference', class: 'list' },
      { text: `He has epilepsy, so no swimming without a one-to-one adult.`, labels: { conditions: true }, kind: 'partial', class: 'list' },
      { text: `Health form: Does your child have any of the following? [ ] Asthma [ ] Diabetes [ ] Epilepsy [ ] Celiac disease [ ] Food allergy`, labels: {}, kind: 'decoy', class: 'enumeration' },
      { text: `Staff training this term covers asthma inhalers, epilepsy first aid and EpiPens — all teachers must attend one session.`, labels: {}, kind: 'decoy', class: 'list' },
      { text: `The cafeteria's new menu marks gluten-free options for students with celiac disease.`, labels: {}, kind: 'decoy', class: 'list' },
      { text: `No health conditions recorded for this student; emergency contact verified.`, labels: {}, kind: 'negation', class: 'list' },
      { text: `I can't share a pupil's medical information with other parents, even for the party planning.`, labels: {}, kind: 'denial', class: 'list' },
    ],
  },
  {
    id: 'w1-address-oak-nguyen',
    domain: 'personal',
    facts: [
      { key: 'name', label: 'Name', value: 'Linh Nguyen', kind: 'name', record: 'person' },
      { key: 'address', label: 'Home address', value: '1520 Oak Street Unit 12, Portland, OR 97205', kind: 'address', record: 'person' },
      { key: 'phone', label: 'Mobile', value: '(503) 555-0178', kind: 'phone', record: 'person' },
    ],
    items: [
      { text: `Order summary\nShip to: Linh Nguyen, 1520 Oak St., Unit #12, Portland, OR 97205\nPhone: 503-555-0178`, labels: { name: true, address: true, phone: true }, kind: 'verbatim', class: 'inserted' },
      { text: `Her address is 1520 Oak Street, Unit 12 (buzzer code on the note), Portland 97205.`, labels: { address: true }, kind: 'verbatim', class: 'inserted' },
      { text: `The pickup is at 1520 SW Oak Street, Unit 12, Portland — the courier should call ahead.`, labels: { address: true }, kind: 'verbatim', class: 'inserted' },
      { text: `The Portland library branch at 1520 Oak Avenue is closed for renovation until June.`, labels: {}, kind: 'decoy', class: 'inserted' },
      { text: `Text her on 503.555.0178 when you're outside the building.`, labels: { phone: true }, kind: 'verbatim', class: 'inserted' },
      { text: `She lives in a condo on Oak in downtown Portland — unit twelve, I think.`, labels: { address: true }, kind: 'hedged', class: 'inserted' },
      { text: `I can't give out her address or number; I'll pass your message on.`, labels: {}, kind: 'denial', class: 'inserted' },
      { text: `Address format for the form: Number, Street, Unit (optional), City, State, ZIP.`, labels: {}, kind: 'decoy', class: 'template' },
    ],
  },
  {
    id: 'w1-dx-hhd-coleman',
    domain: 'healthcare',
    facts: [
      { key: 'name', label: 'Patient name', value: 'Wendell Coleman', kind: 'name', record: 'patient' },
      { key: 'diagnosis', label: 'Diagnosis', value: 'hypertensive heart disease with heart failure', kind: 'text', record: 'patient' },
    ],
    items: [
      { text: `Discharge summary — Wendell Coleman. Principal diagnosis: Hypertensive heart disease (HHD) with congestive heart failure (CHF), NYHA class II.`, labels: { name: true, diagnosis: true }, kind: 'verbatim', class: 'inserted' },
      { text: `Assessment: hypertensive heart disease with chronic systolic heart failure; continue furosemide.`, labels: { diagnosis: true }, kind: 'verbatim', class: 'inserted' },
      { text: `His heart has been weakened by years of high blood pressure and he's now in heart failure.`, labels: { diagnosis: true }, kind: 'paraphrase', class: 'inserted' },
      { text: `He has heart failure, so he should avoid the stairs at the site visit.`, labels: { diagnosis: true }, kind: 'partial', class: 'inserted' },
      { text: `Guideline update: hypertensive heart disease with heart failure is now coded I11.0 with an additional code for the type of failure.`, labels: {}, kind: 'decoy', class: 'inserted' },
      { text: `Echo normal; no evidence of heart failure. Blood pressure well controlled on amlodipine.`, labels: {}, kind: 'negation', class: 'inserted' },
      { text: `His brother was admitted last year with hypertensive heart disease and heart failure, so the family is anxious.`, labels: {}, kind: 'decoy', class: 'wrong-subject' },
      { text: `I can't discuss his diagnosis with the transport company; they only need the mobility requirements.`, labels: {}, kind: 'denial', class: 'inserted' },
    ],
  },
  {
    id: 'w1-complainants-hargreave',
    domain: 'hr',
    facts: [
      { key: 'manager', label: 'Respondent', value: 'Neil Hargreave', kind: 'name', record: 'investigation' },
      { key: 'complainants', label: 'Complainants', value: 'Lina Park; Omar Siddiqui; Beth Arnott', kind: 'text', record: 'investigation' },
    ],
    items: [
      { text: `Investigation INV-204 (respondent: Neil Hargreave). Complainants: Lina Park, Omar Siddiqui, Beth Arnott. Interviews 3–5 March.`, labels: { manager: true, complainants: true }, kind: 'verbatim', class: 'list' },
      { text: `Three people on his team raised the complaint — Park, Siddiqui and Arnott — and all asked for anonymity.`, labels: { complainants: true }, kind: 'paraphrase', class: 'list' },
      { text: `Please move Omar Siddiqui's interview to the 5th; he's at the client site on the 4th.`, labels: { complainants: true }, kind: 'partial', class: 'list' },
      { text: `Lina Park, Omar Siddiqui and Beth Arnott are this month's customer-service award winners — congratulations!`, labels: {}, kind: 'decoy', class: 'list' },
      { text: `Interview schedule template: | Interviewee | Role (Complainant / Witness / Respondent) | Date | Interviewer |`, labels: {}, kind: 'decoy', class: 'template' },
      { text: `Neil Hargreave asked for the Q2 headcount plan; can someone send it over?`, labels: { manager: true }, kind: 'verbatim', class: 'list' },
      { text: `I can't say who raised concerns about a manager — confidentiality protects everyone involved.`, labels: {}, kind: 'denial', class: 'list' },
      { text: `None of his direct reports filed a complaint; the concern came through the anonymous hotline.`, labels: {}, kind: 'negation', class: 'list' },
    ],
  },
);

// ---------------------------------------------------------------- more negatives for lists and insertions (batch 9)
GROUPS.push(
  {
    id: 'w1-ckd-rahimi',
    domain: 'healthcare',
    facts: [
      { key: 'name', label: 'Patient name', value: 'Hamid Rahimi', kind: 'name', record: 'patient' },
      { key: 'diagnosis', label: 'Diagnosis', value: 'chronic kidney disease stage 3', kind: 'text', record: 'patient' },
    ],
    items: [
      { text: `Referral to nephrology: Hamid Rahimi, Chronic Kidney Disease, stage 3 (CKD-3), eGFR 41 and stable over 12 months.`, labels: { name: true, diagnosis: true }, kind: 'verbatim', class: 'inserted' },
      { text: `Problem list: 1) Hypertension 2) Chronic kidney disease, stage 3a (KDIGO G3a/A2) 3) Gout`, labels: { diagnosis: true }, kind: 'verbatim', class: 'inserted' },
      { text: `Trial eligibility criteria: adults with chronic kidney disease stage 3 or 4 and no dialysis in the past year. Screening visits start in June.`, labels: {}, kind: 'decoy', class: 'inserted' },
      { text: `Stage 3 of the clinic renovation closes the dialysis wing until August; patients move to the east building.`, labels: {}, kind: 'decoy', class: 'inserted' },
      { text: `His kidneys are working at roughly 40% and he's under the renal team, so avoid NSAIDs for the knee pain.`, labels: { diagnosis: true }, kind: 'inference', class: 'inserted' },
      { text: `Kidney function normal (eGFR > 90); no evidence of chronic kidney disease.`, labels: {}, kind: 'negation', class: 'inserted' },
      { text: `His father had chronic kidney disease, stage 3, and later needed dialysis — relevant family history only.`, labels: {}, kind: 'decoy', class: 'wrong-subject' },
      { text: `I can't share the patient's diagnosis with the insurer's call centre without a signed authorisation.`, labels: {}, kind: 'denial', class: 'inserted' },
    ],
  },
  {
    id: 'w1-emergency-contacts-mori',
    domain: 'personal',
    facts: [
      { key: 'name', label: 'Name', value: 'Ken Mori', kind: 'name', record: 'person' },
      { key: 'contacts', label: 'Emergency contacts', value: 'Hana Mori (sister); Diego Luna (partner)', kind: 'text', record: 'person' },
    ],
    items: [
      { text: `Emergency contacts for Ken Mori: Hana Mori (sister) and Diego Luna (partner). Call Diego first on weekdays.`, labels: { name: true, contacts: true }, kind: 'verbatim', class: 'list' },
      { text: `If anything happens on the climb, his partner Diego is the one to ring, then his sister.`, labels: { contacts: true }, kind: 'paraphrase', class: 'list' },
      { text: `Emergency contact form: Name ____ Relationship (Spouse / Partner / Parent / Sibling / Friend / Other) ____ Phone ____`, labels: {}, kind: 'decoy', class: 'template' },
      { text: `Trip roster — Saturday ridge walk\n\n| Participant | Emergency contact |\n|---|---|\n| A. Brandt | J. Brandt (spouse) |\n| P. Osei | K. Osei (mother) |\n| R. Silva | M. Silva (brother) |\n\nEveryone else: please send your contact to the leader by Thursday.`, labels: {}, kind: 'decoy', class: 'list' },
      { text: `Diego Luna is leading the beginners' bouldering session on Wednesday; sign up at the front desk.`, labels: {}, kind: 'decoy', class: 'wrong-subject' },
      { text: `He hasn't listed any emergency contacts yet, so he can't join the overnight trip until he does.`, labels: {}, kind: 'negation', class: 'list' },
      { text: `I can't give out members' emergency contact details; if it's urgent, club staff will make the call.`, labels: {}, kind: 'denial', class: 'list' },
      { text: `{"member":"K. Mori","emergency_contacts":[{"name":"Hana Mori","relation":"sister"}]}`, labels: { name: true, contacts: true }, kind: 'partial', class: 'list' },
    ],
  },
  {
    id: 'w1-bank-chat-salgado',
    domain: 'finance',
    facts: [
      { key: 'name', label: 'Customer name', value: 'Rosa Salgado', kind: 'name', record: 'account' },
      { key: 'txns', label: 'Recent large transactions', value: '$2,500.00 to Bright Futures Fertility on 2026-02-02; $640.00 at Apex Pawn on 2026-02-20', kind: 'text', record: 'account' },
    ],
    items: [
      { text: `Chat transcript summary (agent → supervisor):\nCustomer verified. She asked why her balance was lower than expected. I walked her through the two large debits this month: $2,500.00 to Bright Futures Fertility on 2 Feb and $640.00 at Apex Pawn on 20 Feb. She recognised both. No dispute raised; closed as "informational".`, labels: { txns: true }, kind: 'verbatim', class: 'record' },
      { text: `The pawn shop purchase on the 20th was hers, she says — $640 — so we won't open a fraud case.`, labels: { txns: true }, kind: 'partial', class: 'record' },
      { text: `She's been paying a fertility clinic, which explains the big February debit.`, labels: { txns: true }, kind: 'partial', class: 'record' },
      { text: `Fraud rules: flag any single debit over $2,000 to a merchant the customer has not used before, and any pawn-shop transaction over $500.`, labels: {}, kind: 'decoy', class: 'record' },
      { text: `Bright Futures Fertility is a new merchant partner for the healthcare financing product; rates start at 6.9% APR.`, labels: {}, kind: 'decoy', class: 'record' },
      { text: `Rosa Salgado called to update her mailing address; no other changes.`, labels: { name: true }, kind: 'verbatim', class: 'record' },
      { text: `Her February statement has no transactions over $500; the balance drop is from the annual card fee and interest.`, labels: {}, kind: 'negation', class: 'record' },
      { text: `I can't read transaction history to a third party, even a family member, without the customer on the line.`, labels: {}, kind: 'denial', class: 'record' },
    ],
  },
);

// ---------------------------------------------------------------- longer texts added to earlier groups (batch 10)
const group = (id) => {
  const found = GROUPS.find((g) => g.id === id);
  if (!found) throw new Error(`no group ${id}`);
  return found;
};

group('w1-rating-dana').items.push(
  { text: `Subject: Mid-year review cycle opens Monday\n\nHi all,\n\nThe mid-year cycle opens on Monday 6 July and closes on Friday 24 July. A few reminders before you start:\n\n1. Use the new form in Workday. Each competency row has the usual scale — Exceeds Expectations, Meets Expectations, Below Expectations — plus a free-text box. Please write at least two sentences of evidence for any rating other than "Meets".\n2. Calibration sessions are booked by department; your HRBP will send the invites.\n3. Self-reviews are optional this time but strongly encouraged.\n\nIf you have questions about the process, the FAQ is linked below, or reply to this email.\n\nThanks,\nPeople Team`, labels: {}, kind: 'decoy', class: 'template' },
);

group('w1-casetype-okoro').items.push(
  { text: `Weekly matters meeting — notes\n\nAttendees: K. Levin, J. Duarte, paralegal team\n\n1. New intake: Marcus Okoro. This is a criminal case (assault charge from the warehouse incident). Conflict check is clear. K. Levin leads; J. Duarte second chair.\n2. Discovery in the Harwell contract dispute is due 30 April; we still need the vendor emails.\n3. Billing: remind clients that retainer top-ups are due by the 5th.\n\nAction items\n- KL: file notice of appearance for Okoro by Friday.\n- JD: request the body-cam footage.\n- Paralegals: set up the matter folder and calendar the arraignment.`, labels: { name: true, case_type: true }, kind: 'verbatim', class: 'common-word' },
);

group('w1-allergies-nwosu').items.push(
  { text: `Discharge summary (excerpt)\n\nPatient: Adaeze Nwosu\nAdmitted: 2026-01-10  Discharged: 2026-01-13\n\nHospital course: Admitted with community-acquired pneumonia. Initially started on ceftriaxone and azithromycin; she tolerated both. Note the documented allergies — penicillin (hives), shellfish (anaphylaxis, carries an EpiPen) and latex (contact dermatitis) — all flagged on the wristband and in the pharmacy system. Oxygen weaned on day 2.\n\nDischarge medications: azithromycin to complete 5 days; paracetamol as needed.\n\nFollow-up: GP in one week; repeat chest X-ray in six weeks.`, labels: { name: true, allergies: true }, kind: 'verbatim', class: 'list' },
);

group('w1-witnesses-delacroix').items.push(
  { text: `Hand-off from research agent to drafting agent:\n\nTask: draft the pretrial disclosure section for the Delacroix matter.\nContext gathered:\n- Court's standing order requires each side to list witnesses with a one-line summary of expected testimony.\n- Our list has three people. First: the neighbour who saw the car leave (Ms. Reyes). Second: the shop owner, Mr. Chu, who has the CCTV. Third: Dalton, the off-duty paramedic.\n- Opposing side has not served theirs.\nConstraints: keep the summaries neutral; do not include home addresses.\nNext step: produce the draft and return it for review.`, labels: { client: true, witnesses: true }, kind: 'paraphrase', class: 'list' },
);

group('w1-blood-varga').items.push(
  { text: `FAQ — blood donation drive, 14 March\n\nWho can donate? Anyone aged 17–70 in good health who weighs over 50 kg.\n\nWhich blood types do you need most? All of them, but type O negative is always in short supply because it can be given to anyone in an emergency. Types A, B and AB are needed for platelets and plasma.\n\nHow long does it take? About an hour, including the health check and a snack afterwards.\n\nCan I find out my blood type? Yes — you'll receive a donor card with your ABO group and Rh factor after your first donation.\n\nWhere? The main atrium, 9:00–15:00. Walk-ins welcome.`, labels: {}, kind: 'decoy', class: 'short-value' },
);

group('w1-txn-quigley').items.push(
  { text: `Case notes, dispute DSP-55019\n\nThe cardholder phoned on 19 Feb about a pharmacy charge she did not recognise. I verified her identity (DOB, last four of the card, security question). The charge in question posted on 17 Feb: CVS Pharmacy, $389.15, card-present, chip read. She states the card never left her wallet and she was at work that afternoon.\n\nSteps taken:\n- Blocked the card and ordered a replacement (arrives in 3–5 days).\n- Issued provisional credit.\n- Requested the merchant's transaction receipt and CCTV timing.\n\nNext review date: 5 March.`, labels: { txn: true }, kind: 'verbatim', class: 'record' },
);

group('w1-dx-mdd-oyelaran').items.push(
  { text: `Manager guidance — approved accommodation\n\nHi Sana,\n\nThe occupational health review for your team member is complete and the accommodation is approved: flexible start times (any time before 11:00) and one remote day per week, for six months, then review.\n\nYou do not need to know, and should not ask about, the medical reason for the accommodation. If he chooses to tell you, keep it confidential. Please treat the arrangement like any other flexible working agreement in the team calendar.\n\nIf his performance or attendance changes, contact me before taking any action.\n\nBest,\nOccupational Health`, labels: {}, kind: 'denial', class: 'inserted' },
);

group('w1-credit-ngozi').items.push(
  { text: `Underwriting memo — premium card application\n\nApplicant: N. Adeyemi\nProduct: Rewards Premium\n\nBureau: Experian pull on 4 March returned 712, which clears the 680 minimum for the product and is below the 740 threshold for the automatic preferred rate. Utilisation 18%, no delinquencies in 24 months, two inquiries in the last six months.\n\nIncome verified via payroll API. DTI 29%.\n\nDecision: approve at standard APR with a $12,000 limit. Offer a rate review after 12 months of on-time payments.`, labels: { name: true, credit_score: true }, kind: 'verbatim', class: 'short-value' },
);
