import type { TimelineEntry } from "#app/site/content-types";

/**
 * Career and education, newest first. Company and university names, and the end years, are
 * placeholders to replace.
 */
export const timeline = [
  {
    year: "2024",
    title: "AI/ML Data Scientist",
    company: "Northbank Analytics · London",
    description:
      "Lead the build of retrieval-augmented assistants and credit-risk models for financial-services clients, from data pipelines and evaluation harnesses to monitored deployments on Azure and AWS.",
    icon: "brain",
  },
  {
    year: "2023",
    endYear: "2024",
    title: "AI/ML Data Scientist",
    company: "Fenwick Data Labs · London",
    description:
      "Built demand-forecasting and churn models, automated reporting pipelines in Python and Airflow, and worked with product and operations teams to turn model output into weekly decisions.",
    icon: "chart",
  },
  {
    year: "2022",
    endYear: "2023",
    kind: "education",
    title: "MSc in Computer Science",
    degree: { studyType: "MSc", area: "Computer Science" },
    company: "Kingsbridge University · London",
    description:
      "Specialised in machine learning and natural language processing. Dissertation on retrieval-augmented question answering over financial reports, awarded a Distinction.",
    icon: "graduation",
  },
] as const satisfies readonly TimelineEntry[];
