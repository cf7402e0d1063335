/**
 * What the Equality Act 2010 says about a lender's decisions, for the fairness section. Every sentence was read
 * against the Act's text on legislation.gov.uk (sections 4, 8, 13(1) and (2), 19, 28 and 29, and Schedule 3
 * paragraph 20A as inserted by SI 2012/2466). A summary, not legal advice: keep it to what the text says.
 */
export const equalityLaw = {
  title: "The Equality Act 2010, as written",
  intro:
    "What the Act says about a lender's decisions, and what follows for each field the models read. Part 3 of the Act covers services to the public, lending among them, and extends to England, Wales and Scotland; the practice problem does not say where its lender is.",
  notAdvice: "A summary of the Act's text to read the figures by, not legal advice.",
  source: {
    label: "The Equality Act 2010 on legislation.gov.uk",
    href: "https://www.legislation.gov.uk/ukpga/2010/15",
  },
  provisionsTitle: "The provisions",
  provisions: [
    {
      cite: "s.4",
      text: "Nine protected characteristics: age, disability, gender reassignment, marriage and civil partnership, pregnancy and maternity, race, religion or belief, sex, and sexual orientation.",
    },
    {
      cite: "s.29(1), (2)",
      text: "A service-provider must not discriminate against a person by not providing the service, or as to the terms on which it provides it.",
    },
    {
      cite: "s.13, s.19",
      text: "Direct discrimination is treating a person less favourably because of a protected characteristic. Indirect discrimination is applying a rule to everyone that puts people who share one (any but pregnancy and maternity) at a particular disadvantage, unless it is a proportionate means of achieving a legitimate aim.",
    },
    {
      cite: "s.28(1)(b)",
      text: "Part 3 does not apply to the protected characteristic of marriage and civil partnership.",
    },
    {
      cite: "s.28(1)(a)",
      text: "Part 3 does not apply to age so far as it relates to people under 18.",
    },
    {
      cite: "Sch. 3 para. 20A",
      text: "Inserted by the Equality Act 2010 (Age Exceptions) Order 2012 (SI 2012/2466): a person does not contravene s.29, so far as age discrimination goes, by doing anything in connection with a financial service, which includes a service of a credit nature. Where the provider assesses risk, it can rely on this only if the assessment, so far as it considers age, uses information relevant to the risk from a source on which it is reasonable to rely.",
    },
  ],
  fieldsTitle: "What follows for each field",
  readBy: {
    both: "Read by both models.",
    scorecard: "Read by the scorecard only.",
    trained: "Read by the trained model only.",
    neither: "Read by neither model.",
  },
  readList: {
    both: (fields: string) => `Both models read ${fields}.`,
    scorecard: (fields: string) => `Only the scorecard reads ${fields}.`,
    trained: (fields: string) => `Only the trained model reads ${fields}.`,
    neither: (fields: string) => `Neither model reads ${fields}.`,
  },
  /** The word before a list's last item: "reads a, b and c", "reads neither a, b or c". */
  conjunction: { both: "and", scorecard: "and", trained: "and", neither: "or" },
  otherFields: {
    Dependents: "dependents",
    Education: "education",
    Self_Employed: "self-employment",
    Income: "the applicant's income",
    CoapplicantIncome: "the co-applicant's income",
    LoanAmount: "the loan amount",
    Loan_Amount_Term: "the loan's term",
    Credit_History: "credit history",
    Property_Area: "property area",
  },
  fields: {
    sex: {
      name: "Gender (sex)",
      text: "Sex is protected, and s.28 does not take it out of Part 3. A lender whose model refuses an application it would approve from the other sex treats that applicant less favourably because of sex, which falls within s.13(1)'s definition of direct discrimination. The tables above show the gaps by sex with their intervals.",
    },
    married: {
      name: "Married (marital status)",
      text: "Marriage and civil partnership is a protected characteristic (s.4; s.8: a person has it who is married or a civil partner), but Part 3 does not apply to it (s.28(1)(b)), so the Act's rules on services do not cover scoring it as such. The dataset's Married column holds only Yes or No; the practice problem does not say whether civil partners count as married. If scoring it put applicants of one sex at a particular disadvantage, that could be indirect discrimination because of sex (s.19).",
    },
    age: {
      name: "Age",
      text: "Age is protected, and Part 3 covers adults (s.28(1)(a)). Less favourable treatment because of age is not direct discrimination if the lender can show it to be a proportionate means of achieving a legitimate aim (s.13(2)), and Schedule 3 paragraph 20A excepts age discrimination in connection with a financial service such as credit, on its condition about risk assessment. The scorecard's age band is one of its hand-written rules, not drawn from data: the dataset has no Age column, so this project holds no information on how age relates to risk, and the trained models cannot read it.",
    },
    others: {
      name: "Dependents, education, self-employment, incomes, loan amount and term, credit history, property area",
      text: "None of these is a protected characteristic (s.4). Any of them can still stand in for one: if a rule built on them puts people who share a protected characteristic that Part 3 covers, such as sex, at a particular disadvantage, s.19 asks whether it is a proportionate means of achieving a legitimate aim. The tables show the models' combined effect by sex, not field by field. The dataset records none of the other protected characteristics, so no gap can be measured for them here.",
    },
  },
} as const;
