/**
 * What the Equality Act 2010 says about a lender's decisions, in Spanish (what each is for, and the sources every
 * sentence was read against: ../../en/loan/law.ts). The Act and the order keep their English names; its sections are
 * cited as articles ("art."), as Spanish texts cite a statute's sections.
 */
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/law";

export const equalityLaw = {
  title: "La Equality Act 2010, tal como está escrita",
  intro:
    "Lo que dice la ley sobre las decisiones de un prestamista, y lo que se deriva para cada campo que leen los modelos. La Parte 3 de la ley regula los servicios al público, entre ellos los préstamos, y se aplica en Inglaterra, Gales y Escocia; el problema de práctica no dice dónde está su prestamista.",
  notAdvice: "Un resumen del texto de la ley para interpretar las cifras, no asesoramiento jurídico.",
  source: {
    label: "La Equality Act 2010 en legislation.gov.uk",
    href: "https://www.legislation.gov.uk/ukpga/2010/15",
  },
  provisionsTitle: "Las disposiciones",
  provisions: [
    {
      cite: "art. 4",
      text: "Nueve características protegidas: edad, discapacidad, reasignación de género, matrimonio y unión civil, embarazo y maternidad, raza, religión o creencias, sexo y orientación sexual.",
    },
    {
      cite: "art. 29(1) y (2)",
      text: "Un proveedor de servicios no debe discriminar a una persona no prestándole el servicio, ni en cuanto a las condiciones en que se lo presta.",
    },
    {
      cite: "arts. 13 y 19",
      text: "La discriminación directa consiste en tratar a una persona de forma menos favorable a causa de una característica protegida. La discriminación indirecta consiste en aplicar a todos una regla que sitúa en una desventaja particular a quienes comparten una de ellas (cualquiera salvo el embarazo y la maternidad), a menos que sea un medio proporcionado para lograr un fin legítimo.",
    },
    {
      cite: "art. 28(1)(b)",
      text: "La Parte 3 no se aplica a la característica protegida del matrimonio y la unión civil.",
    },
    {
      cite: "art. 28(1)(a)",
      text: "La Parte 3 no se aplica a la edad en lo que se refiere a las personas menores de 18 años.",
    },
    {
      cite: "anexo 3, párr. 20A",
      text: "Añadido por la Equality Act 2010 (Age Exceptions) Order 2012 (SI 2012/2466): una persona no infringe el artículo 29, en lo que respecta a la discriminación por edad, por hacer cualquier cosa en relación con un servicio financiero, lo que incluye un servicio de naturaleza crediticia. Cuando el proveedor evalúa un riesgo, solo puede acogerse a ello si la evaluación, en la medida en que tiene en cuenta la edad, utiliza información relevante para el riesgo procedente de una fuente en la que es razonable confiar.",
    },
  ],
  fieldsTitle: "Lo que se deriva para cada campo",
  readBy: {
    both: "Lo leen ambos modelos.",
    scorecard: "Solo lo lee la tabla de puntuación.",
    trained: "Solo lo lee el modelo entrenado.",
    neither: "No lo lee ninguno de los dos modelos.",
  },
  readList: {
    both: (fields: string) => `Ambos modelos leen ${fields}.`,
    scorecard: (fields: string) => `Solo la tabla de puntuación lee ${fields}.`,
    trained: (fields: string) => `Solo el modelo entrenado lee ${fields}.`,
    neither: (fields: string) => `Ningún modelo lee ${fields}.`,
  },
  /** "ningún modelo lee a, b ni c"; every field below starts with its article, so "y" never needs to be "e". */
  conjunction: { both: "y", scorecard: "y", trained: "y", neither: "ni" },
  otherFields: {
    Dependents: "las personas a cargo",
    Education: "el nivel educativo",
    Self_Employed: "el trabajo por cuenta propia",
    Income: "los ingresos del solicitante",
    CoapplicantIncome: "los ingresos del cosolicitante",
    LoanAmount: "el importe del préstamo",
    Loan_Amount_Term: "el plazo del préstamo",
    Credit_History: "el historial crediticio",
    Property_Area: "la zona de la vivienda",
  },
  fields: {
    sex: {
      name: "Gender (sexo)",
      text: "El sexo está protegido, y el artículo 28 no lo excluye de la Parte 3. Un prestamista cuyo modelo rechaza una solicitud que aprobaría si procediera de una persona del otro sexo trata a ese solicitante de forma menos favorable a causa del sexo, lo que encaja en la definición de discriminación directa del artículo 13(1). Las tablas de arriba muestran las diferencias por sexo con sus intervalos.",
    },
    married: {
      name: "Married (estado civil)",
      text: "El matrimonio y la unión civil son una característica protegida (art. 4; art. 8: la tiene quien está casado o tiene una unión civil), pero la Parte 3 no se aplica a ella (art. 28(1)(b)), así que las normas de la ley sobre servicios no cubren tenerla en cuenta como tal. La columna Married del conjunto de datos solo contiene Yes o No; el problema de práctica no dice si las parejas con unión civil cuentan como casadas. Si tenerla en cuenta situara a los solicitantes de un sexo en una desventaja particular, podría tratarse de discriminación indirecta por razón de sexo (art. 19).",
    },
    age: {
      name: "Edad",
      text: "La edad está protegida, y la Parte 3 cubre a los adultos (art. 28(1)(a)). Un trato menos favorable a causa de la edad no es discriminación directa si el prestamista puede demostrar que es un medio proporcionado para lograr un fin legítimo (art. 13(2)), y el párrafo 20A del anexo 3 exceptúa la discriminación por edad en relación con un servicio financiero como el crédito, con su condición sobre la evaluación del riesgo. La franja de edad de la tabla de puntuación es una de sus reglas escritas a mano, no extraída de los datos: el conjunto de datos no tiene columna Age, así que este proyecto no dispone de información sobre la relación entre la edad y el riesgo, y los modelos entrenados no pueden leerla.",
    },
    others: {
      name: "Personas a cargo, nivel educativo, trabajo por cuenta propia, ingresos, importe y plazo del préstamo, historial crediticio, zona de la vivienda",
      text: "Ninguno de ellos es una característica protegida (art. 4). Aun así, cualquiera puede hacer las veces de una: si una regla basada en ellos sitúa en una desventaja particular a quienes comparten una característica protegida que cubre la Parte 3, como el sexo, el artículo 19 pregunta si es un medio proporcionado para lograr un fin legítimo. Las tablas muestran el efecto combinado de los modelos por sexo, no campo por campo. El conjunto de datos no registra ninguna de las demás características protegidas, así que aquí no se puede medir ninguna diferencia para ellas.",
    },
  },
} as const satisfies Translated<typeof en.equalityLaw>;
