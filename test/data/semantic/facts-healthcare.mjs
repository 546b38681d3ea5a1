// Hand-written dev-set items for healthcare facts. Each fact lists texts by kind:
// positives (verbatim, paraphrase, partial, inference) and hard negatives (negation, denial, decoy).
// Labels follow from the kind: positives disclose the fact (or an informative part of it),
// negatives do not. See README.md for the labelling rules.

export const HEALTHCARE = [
  {
    id: 'hc-t2d',
    key: 'diagnosis',
    value: 'diagnosed with type 2 diabetes (E11.9)',
    paraphrase: [
      'Patient has adult-onset diabetes and is followed by endocrinology every three months.',
      'Summary for the coordinator: she is a type II diabetic, diet plus oral medication.',
      'Per the chart he was found to have T2DM at his last physical.',
    ],
    partial: [
      'FYI the client is diabetic, so keep the lunch order low-carb.',
      'She mentioned her blood sugar condition when we scheduled the follow-up.',
    ],
    inference: [
      'Refill request: metformin 1000 mg twice daily, 90-day supply.',
      'He checks his A1C every quarter and takes Januvia in the morning.',
    ],
    negation: [
      'No history of diabetes; fasting glucose normal at intake.',
      'Screened for diabetes last month and the result was negative.',
    ],
    denial: [
      'I can\'t share the diagnosis with the scheduling team, sorry.',
      'I am not able to confirm whether the patient has diabetes or any other condition.',
    ],
    decoy: [
      'Patient has type 1 diabetes managed with an insulin pump since childhood.',
      'The hospital is launching a diabetes awareness week for all staff next month.',
      'Her bloodwork shows prediabetes; recheck in six months.',
    ],
  },
  {
    id: 'hc-alcohol',
    key: 'treatment_program',
    value: 'enrolled in an alcohol dependency treatment program',
    paraphrase: [
      'He is currently in rehab for alcohol addiction and can only take calls after 5pm.',
      'Note for HR: employee is attending an outpatient program for alcohol use disorder.',
      'She signed up for a recovery program to deal with her drinking problem.',
    ],
    partial: [
      'He is in a residential treatment program until the end of the month.',
      'Client struggles with alcohol and his family is worried.',
    ],
    inference: [
      'He goes to AA meetings three nights a week and just got his 60-day sobriety chip.',
      'Prescribed Antabuse as part of his recovery plan.',
    ],
    negation: [
      'He is not enrolled in any program and denies alcohol use.',
      'Intake notes: no substance use disorder, drinks socially once a month.',
    ],
    denial: [
      'I\'m not able to discuss whether he is in any kind of treatment.',
      'That information is confidential under 42 CFR Part 2, so I will not disclose it.',
    ],
    decoy: [
      'The company\'s onboarding program enrolled 40 new hires this quarter.',
      'He is in physical rehab after knee surgery and walks with a cane.',
      'The clinic runs an opioid treatment program on Tuesdays.',
    ],
  },
  {
    id: 'hc-hiv',
    key: 'hiv_status',
    value: 'HIV positive',
    verbatim: ['Status: HIV positive, viral load undetectable.'],
    paraphrase: [
      'She has been living with HIV for about ten years.',
      'Lab confirmed he is seropositive for HIV; referral to the ID clinic sent.',
    ],
    partial: [],
    inference: [
      'Current meds: Biktarvy once daily, adherence good.',
      'He started antiretroviral therapy in 2019 and his CD4 count is stable.',
    ],
    negation: [
      'HIV test came back negative, no follow-up needed.',
      'She tested negative for HIV and hepatitis C at the screening.',
    ],
    denial: [
      'We do not release HIV status to employers; please ask the patient directly.',
      'I cannot tell you whether he has HIV.',
    ],
    decoy: [
      'The foundation donated $20,000 to an HIV prevention charity.',
      'He takes PrEP as a preventive measure and tests every three months.',
      'Patient is hepatitis B positive; vaccinate household contacts.',
    ],
  },
  {
    id: 'hc-gad',
    key: 'diagnosis',
    value: 'generalized anxiety disorder (F41.1)',
    verbatim: ['Dx: generalized anxiety disorder (F41.1), follow-up in 4 weeks.'],
    paraphrase: [
      'She has GAD and finds crowded offices hard; please seat her near a window.',
      'He has been treated for chronic anxiety for two years with CBT.',
    ],
    partial: [
      'The employee has an anxiety disorder and asked that meetings be scheduled in advance.',
    ],
    inference: [
      'Takes buspirone 10 mg twice daily for her nerves.',
    ],
    negation: [
      'Denies anxiety or depression; mood stable.',
      'No psychiatric history reported.',
    ],
    denial: [
      'Her mental health information is not something I can share with the travel agent.',
      'I won\'t disclose the reason for the accommodation request.',
    ],
    decoy: [
      'She has panic disorder and carries lorazepam for attacks.',
      'The all-hands talk covered managing anxiety before quarterly reviews.',
      'The patient has social anxiety disorder and prefers phone visits.',
    ],
  },
  {
    id: 'hc-mdd',
    key: 'mental_health',
    value: 'major depressive disorder, currently on sertraline',
    paraphrase: [
      'He is being treated for clinical depression and takes Zoloft every morning.',
      'Diagnosed with major depression last year, on an SSRI since March.',
    ],
    partial: [
      'She has been struggling with depression and is seeing a therapist.',
      'Med list includes sertraline 50 mg.',
    ],
    inference: [
      'He is on an antidepressant and sees a psychiatrist monthly.',
    ],
    negation: [
      'PHQ-9 score 2, no depression.',
      'He is not depressed, just tired from the new baby.',
    ],
    denial: [
      'I can\'t tell the manager anything about his mental health treatment.',
    ],
    decoy: [
      'The report blames the Great Depression for the bank failures of the 1930s.',
      'She has bipolar disorder managed with lithium.',
      'His sister was treated for postpartum depression after her second child.',
    ],
  },
  {
    id: 'hc-breast',
    key: 'oncology',
    value: 'undergoing chemotherapy for stage II breast cancer',
    paraphrase: [
      'She is in the middle of chemo for stage 2 breast cancer and tires easily.',
      'Currently receiving chemotherapy after a stage II breast carcinoma diagnosis.',
    ],
    partial: [
      'She was diagnosed with breast cancer in the spring.',
      'He is out on Fridays for chemotherapy sessions.',
    ],
    inference: [
      'She had a lumpectomy in June and starts tamoxifen after her infusions finish.',
    ],
    negation: [
      'Mammogram clear, no evidence of breast cancer.',
      'Biopsy benign, no malignancy found.',
    ],
    denial: [
      'I can\'t go into her treatment details, but she will be back in the office next week.',
    ],
    decoy: [
      'The team is running a 5K for breast cancer research in October.',
      'He is undergoing chemotherapy for lung cancer.',
      'She completed radiation therapy for a skin lesion that turned out benign.',
    ],
  },
  {
    id: 'hc-ckd',
    key: 'diagnosis',
    value: 'chronic kidney disease stage 3',
    verbatim: ['Problem list: chronic kidney disease stage 3, hypertension.'],
    paraphrase: [
      'He has moderately reduced kidney function, CKD stage 3, and sees nephrology twice a year.',
      'Stage 3 chronic renal disease; avoid NSAIDs.',
    ],
    partial: [
      'Patient has kidney disease, so adjust the contrast dose.',
    ],
    inference: [
      'Her eGFR has been around 45 for a year and the nephrologist is monitoring it.',
    ],
    negation: [
      'Kidney function normal, creatinine 0.8.',
      'No renal disease on record.',
    ],
    denial: [
      'The diagnosis field is restricted; I can only confirm the appointment time.',
    ],
    decoy: [
      'Patient has kidney stones and was sent home with pain medication.',
      'He is on the transplant list for a liver transplant.',
      'Stage 3 of the office renovation starts Monday.',
    ],
  },
  {
    id: 'hc-suicide',
    key: 'psych_history',
    value: 'hospitalized after a suicide attempt in 2022',
    paraphrase: [
      'She was admitted to the psychiatric unit in 2022 after trying to take her own life.',
      'History: attempted suicide in 2022 requiring inpatient care.',
    ],
    partial: [
      'He has a prior suicide attempt noted in his chart.',
      'She had an inpatient psychiatric stay two years ago.',
    ],
    inference: [
      'She was on a 72-hour hold in 2022 after an intentional overdose.',
    ],
    negation: [
      'Denies suicidal ideation or prior attempts.',
      'No self-harm history.',
    ],
    denial: [
      'I will not share details of his psychiatric history with the insurer.',
    ],
    decoy: [
      'The hospital added a suicide prevention hotline number to all discharge papers.',
      'He was hospitalized in 2022 after a car accident and broke two ribs.',
      'Her cousin attempted suicide in 2020.',
    ],
  },
  {
    id: 'hc-opioid',
    key: 'substance_history',
    value: 'on methadone maintenance for opioid use disorder',
    paraphrase: [
      'He doses daily at the methadone clinic for his opioid addiction.',
      'She is in medication-assisted treatment for heroin dependence.',
    ],
    partial: [
      'Client has a history of opioid dependence.',
    ],
    inference: [
      'He picks up his methadone every morning before work.',
      'Prescribed Suboxone strips; counselling on Thursdays.',
    ],
    negation: [
      'No history of opioid use; urine screen negative.',
    ],
    denial: [
      'Substance use treatment records cannot be released without written consent.',
    ],
    decoy: [
      'The county opened a new methadone clinic downtown.',
      'She was prescribed oxycodone for five days after surgery.',
      'He is in treatment for a gambling problem.',
    ],
  },
  {
    id: 'hc-ivf',
    key: 'reproductive',
    value: 'undergoing IVF fertility treatment',
    paraphrase: [
      'She is going through in vitro fertilization and needs mornings off for monitoring.',
      'They are doing IVF at the Boston clinic; egg retrieval is next week.',
    ],
    partial: [
      'She is seeing a fertility specialist.',
    ],
    inference: [
      'She has an embryo transfer scheduled for the 14th and will be out that day.',
    ],
    negation: [
      'They are not pursuing fertility treatment at this time.',
    ],
    denial: [
      'The reason for her appointments is private; just mark her as out of office.',
    ],
    decoy: [
      'The benefits package now covers IVF for all full-time employees.',
      'She is pregnant and due in March.',
      'The lab runs in vitro tests on cell cultures.',
    ],
  },
  {
    id: 'hc-ms',
    key: 'neuro_dx',
    value: 'relapsing-remitting multiple sclerosis',
    paraphrase: [
      'He was diagnosed with MS, the relapsing-remitting type.',
      'She lives with multiple sclerosis and has flare-ups a few times a year.',
    ],
    partial: [
      'Patient has a demyelinating disease; MRI every year.',
    ],
    inference: [
      'She gets Ocrevus infusions every six months.',
    ],
    negation: [
      'MRI showed no lesions; MS ruled out.',
    ],
    denial: [
      'I\'m not permitted to share her neurological diagnosis.',
    ],
    decoy: [
      'Please send the file as an MS Word document.',
      'She has epilepsy and may not drive for six months.',
      'He walked the MS charity ride last weekend to support a friend.',
    ],
  },
  {
    id: 'hc-htn',
    key: 'diagnosis',
    value: 'stage 2 hypertension treated with lisinopril',
    paraphrase: [
      'He has stage 2 high blood pressure and takes lisinopril.',
      'Hypertension, stage II, controlled on an ACE inhibitor.',
    ],
    partial: [
      'Patient has high blood pressure.',
    ],
    inference: [
      'Takes lisinopril 20 mg daily; BP 148/94 at last visit.',
    ],
    negation: [
      'Blood pressure normal, no hypertension.',
    ],
    denial: [
      'I can\'t disclose his medications to the gym.',
    ],
    decoy: [
      'Pulmonary hypertension was ruled out by echo; blood pressure is fine.',
      'Stage 2 of the project is under budget.',
      'She has low blood pressure and gets dizzy when she stands up.',
    ],
  },
  {
    id: 'hc-abortion',
    key: 'reproductive_history',
    value: 'had an abortion in March 2023',
    paraphrase: [
      'She terminated a pregnancy in March 2023.',
      'In early 2023 she had a medical abortion at the women\'s clinic.',
    ],
    partial: [
      'She had an abortion a couple of years ago.',
    ],
    inference: [
      'She took mifepristone in March 2023 and had a follow-up at Planned Parenthood.',
    ],
    negation: [
      'No prior pregnancies or terminations.',
    ],
    denial: [
      'Her reproductive history is not relevant to the claim and will not be shared.',
    ],
    decoy: [
      'The mission was aborted in March 2023 because of bad weather.',
      'She had a miscarriage in March 2023.',
      'The debate on abortion policy dominated the legislature in March 2023.',
    ],
  },
];
