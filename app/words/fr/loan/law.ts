/**
 * What the Equality Act 2010 says about a lender's decisions, in French (what each is for, and the sources every
 * sentence was read against: ../../en/loan/law.ts). The Act and the order keep their English names; its sections are
 * cited as articles ("art."), as French texts cite a foreign statute's sections.
 */
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/law";

export const equalityLaw = {
  title: "L’Equality Act 2010, à la lettre",
  intro:
    "Ce que dit la loi sur les décisions d’un prêteur, et ce qui en découle pour chaque champ que lisent les modèles. La partie 3 de la loi couvre les services au public, dont le crédit, et s’applique à l’Angleterre, au pays de Galles et à l’Écosse ; l’exercice ne dit pas où se trouve son prêteur.",
  notAdvice: "Un résumé du texte de la loi pour lire les chiffres, pas un conseil juridique.",
  source: {
    label: "L’Equality Act 2010 sur legislation.gov.uk",
    href: "https://www.legislation.gov.uk/ukpga/2010/15",
  },
  provisionsTitle: "Les dispositions",
  provisions: [
    {
      cite: "art. 4",
      text: "Neuf caractéristiques protégées : l’âge, le handicap, la réassignation de genre, le mariage et le partenariat civil, la grossesse et la maternité, la race, la religion ou les convictions, le sexe et l’orientation sexuelle.",
    },
    {
      cite: "art. 29(1) et (2)",
      text: "Un prestataire de services ne doit pas discriminer une personne en ne lui fournissant pas le service, ni quant aux conditions auxquelles il le lui fournit.",
    },
    {
      cite: "art. 13 et 19",
      text: "La discrimination directe consiste à traiter une personne moins favorablement en raison d’une caractéristique protégée. La discrimination indirecte consiste à appliquer à tous une règle qui désavantage particulièrement les personnes partageant l’une d’elles (toutes sauf la grossesse et la maternité), à moins qu’elle ne soit un moyen proportionné de parvenir à un but légitime.",
    },
    {
      cite: "art. 28(1)(b)",
      text: "La partie 3 ne s’applique pas à la caractéristique protégée du mariage et du partenariat civil.",
    },
    {
      cite: "art. 28(1)(a)",
      text: "La partie 3 ne s’applique pas à l’âge en ce qui concerne les personnes de moins de 18 ans.",
    },
    {
      cite: "annexe 3, par. 20A",
      text: "Inséré par l’Equality Act 2010 (Age Exceptions) Order 2012 (SI 2012/2466) : une personne n’enfreint pas l’article 29, pour ce qui est de la discrimination fondée sur l’âge, en faisant quoi que ce soit en lien avec un service financier, ce qui inclut un service relevant du crédit. Lorsque le prestataire évalue un risque, il ne peut s’en prévaloir que si l’évaluation, dans la mesure où elle tient compte de l’âge, utilise des informations pertinentes pour ce risque, provenant d’une source sur laquelle il est raisonnable de s’appuyer.",
    },
  ],
  fieldsTitle: "Ce qui en découle pour chaque champ",
  readBy: {
    both: "Lu par les deux modèles.",
    scorecard: "Lu par la grille de score seulement.",
    trained: "Lu par le modèle entraîné seulement.",
    neither: "Lu par aucun des deux modèles.",
  },
  readList: {
    both: (fields: string) => `Les deux modèles lisent ${fields}.`,
    scorecard: (fields: string) => `Seule la grille de score lit ${fields}.`,
    trained: (fields: string) => `Seul le modèle entraîné lit ${fields}.`,
    neither: (fields: string) => `Aucun des deux modèles ne lit ${fields}.`,
  },
  /** "ne lit a, b ni c". */
  conjunction: { both: "et", scorecard: "et", trained: "et", neither: "ni" },
  otherFields: {
    Dependents: "les personnes à charge",
    Education: "le niveau d’études",
    Self_Employed: "l’activité indépendante",
    Income: "le revenu du demandeur",
    CoapplicantIncome: "le revenu du co-emprunteur",
    LoanAmount: "le montant du prêt",
    Loan_Amount_Term: "la durée du prêt",
    Credit_History: "l’historique de crédit",
    Property_Area: "la situation du bien",
  },
  fields: {
    sex: {
      name: "Gender (sexe)",
      text: "Le sexe est protégé, et l’article 28 ne l’exclut pas de la partie 3. Un prêteur dont le modèle refuse une demande qu’il accepterait d’une personne de l’autre sexe traite ce demandeur moins favorablement en raison de son sexe, ce qui relève de la définition de la discrimination directe de l’article 13(1). Les tableaux ci-dessus montrent les écarts par sexe avec leurs intervalles.",
    },
    married: {
      name: "Married (situation maritale)",
      text: "Le mariage et le partenariat civil sont une caractéristique protégée (art. 4 ; art. 8 : la possède toute personne mariée ou liée par un partenariat civil), mais la partie 3 ne s’y applique pas (art. 28(1)(b)) : les règles de la loi sur les services ne couvrent donc pas sa prise en compte en tant que telle. La colonne Married du jeu de données ne contient que Yes ou No ; l’exercice ne dit pas si les partenaires civils y comptent comme mariés. Si sa prise en compte désavantageait particulièrement les demandeurs d’un sexe, il pourrait s’agir d’une discrimination indirecte fondée sur le sexe (art. 19).",
    },
    age: {
      name: "Âge",
      text: "L’âge est protégé, et la partie 3 couvre les adultes (art. 28(1)(a)). Un traitement moins favorable en raison de l’âge n’est pas une discrimination directe si le prêteur peut démontrer qu’il s’agit d’un moyen proportionné de parvenir à un but légitime (art. 13(2)), et le paragraphe 20A de l’annexe 3 exempte la discrimination fondée sur l’âge en lien avec un service financier tel que le crédit, sous sa condition relative à l’évaluation du risque. La tranche d’âge de la grille de score est l’une de ses règles écrites à la main, non tirée des données : le jeu de données n’a pas de colonne Age, ce projet ne dispose donc d’aucune information sur le lien entre l’âge et le risque, et les modèles entraînés ne peuvent pas le lire.",
    },
    others: {
      name: "Personnes à charge, niveau d’études, activité indépendante, revenus, montant et durée du prêt, historique de crédit, situation du bien",
      text: "Aucun de ces champs n’est une caractéristique protégée (art. 4). Chacun peut pourtant en tenir lieu : si une règle fondée sur eux désavantage particulièrement les personnes partageant une caractéristique protégée couverte par la partie 3, comme le sexe, l’article 19 demande s’il s’agit d’un moyen proportionné de parvenir à un but légitime. Les tableaux montrent l’effet combiné des modèles par sexe, pas champ par champ. Le jeu de données n’enregistre aucune des autres caractéristiques protégées : aucun écart ne peut donc y être mesuré pour elles.",
    },
  },
} as const satisfies Translated<typeof en.equalityLaw>;
