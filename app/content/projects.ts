import { socialUrl } from "#app/lib/socials";
import type { Project } from "#app/site/content-types";

/**
 * Projects shown in the landing page's Projects section. `liveUrl` is either an external https URL
 * (opens in a new tab) or an in-app path such as "/projects/loan-predict" (navigates in place).
 * `image` is a remote https URL or a file in public/ ("/projects/rag.webp"); 16:9 shows uncropped.
 */

const github = socialUrl("github");
if (!github)
  throw new Error(
    "app/content/projects.ts links each repository under the GitHub profile in profile.ts: add one there, or write full URLs here",
  );
const githubUser = new URL(github).pathname.split("/")[1];

/** A repository under the owner's GitHub profile. */
const repo = (name: string) => `${github}/${name}` as `https://${string}`;
/** The repository's GitHub Pages site, https://<user>.github.io/<name>/. */
const pages = (name: string) => `https://${githubUser}.github.io/${name}/` as const;

const unsplash = (photo: string) => `https://images.unsplash.com/${photo}?auto=format&fit=crop&w=800&q=75` as const;

export const projects = [
  {
    id: "rag-knowledge-assistant",
    title: "Enterprise RAG Knowledge Assistant",
    description:
      "A retrieval-augmented assistant that answers staff questions from 40,000 internal policies and runbooks, citing the passages it used. Hybrid keyword and vector search with re-ranking, per-team access control and an evaluation suite that catches regressions before every release.",
    image: unsplash("photo-1677442136019-21780ecad995"),
    technologies: ["LangChain", "OpenAI API", "Pinecone", "FastAPI", "React", "Docker", "AWS"],
    liveUrl: pages("rag-knowledge-assistant"),
    githubUrl: repo("rag-knowledge-assistant"),
    featured: true,
    category: "AI Platform",
  },
  {
    id: "loan-predict",
    title: "Loan Approval Prediction",
    description:
      "An explainable credit-decision demo in TypeScript: a hand-written scorecard beside a logistic regression trained on the public Loan Prediction dataset with its own solver. Each application gets both verdicts, the reasons and the smallest changes that would turn a rejection, with cross-validated ROC curves, calibration and fairness, served by a Hono API on Node and Cloudflare Workers.",
    image: unsplash("photo-1554224155-6726b3ff858f"),
    technologies: ["TypeScript", "Logistic regression", "React Router", "Hono", "Cloudflare Workers", "zod"],
    liveUrl: "/projects/loan-predict",
    githubUrl: repo("loan-predict"),
    featured: true,
    category: "Financial AI",
  },
  {
    id: "clinical-notes-summariser",
    title: "Clinical Notes Summariser",
    description:
      "Turns free-text clinical notes into structured discharge summaries for review by a clinician. Personal data is redacted before any text reaches the model, and every generated sentence links back to the note it came from, so reviewers can check it in seconds.",
    image: unsplash("photo-1576091160399-112ba8d25d1d"),
    technologies: ["Hugging Face", "PyTorch", "LlamaIndex", "Chroma", "FastAPI"],
    liveUrl: pages("clinical-notes-summariser"),
    githubUrl: repo("clinical-notes-summariser"),
    featured: true,
    category: "Healthcare",
  },
  {
    id: "adaptive-study-tutor",
    title: "Adaptive GCSE Study Tutor",
    description:
      "A revision tutor that generates practice questions mapped to the GCSE maths and science specifications, marks written answers against exam-board mark schemes and schedules reviews with spaced repetition, so students spend time on the topics they keep missing.",
    image: unsplash("photo-1503676260728-1c00da094a0b"),
    technologies: ["OpenAI API", "LangGraph", "Weaviate", "PostgreSQL", "React"],
    liveUrl: pages("adaptive-study-tutor"),
    githubUrl: repo("adaptive-study-tutor"),
    featured: true,
    category: "Education",
  },
  {
    id: "retail-demand-forecasting",
    title: "Retail Demand Forecasting",
    description:
      "Weekly demand forecasts for 1,200 products across 30 London stores, built with gradient-boosted models on sales, promotions, weather and bank-holiday features. An Airflow pipeline retrains the models every Sunday and publishes forecasts and error tracking to a Power BI dashboard.",
    image: unsplash("photo-1551288049-bebda4e38f71"),
    technologies: ["Python", "LightGBM", "Pandas", "Apache Airflow", "Power BI"],
    liveUrl: pages("retail-demand-forecasting"),
    githubUrl: repo("retail-demand-forecasting"),
    featured: false,
    category: "Data Science",
  },
  {
    id: "feedback-sentiment-analyser",
    title: "Customer Feedback Analyser",
    description:
      "Classifies support tickets and app-store reviews by sentiment and topic, then clusters new complaints so emerging issues surface within a day rather than at the monthly review. A fine-tuned transformer handles sentiment; spaCy pipelines pull out products and features.",
    image: unsplash("photo-1460925895917-afdab827c52f"),
    technologies: ["Hugging Face", "spaCy", "scikit-learn"],
    liveUrl: pages("feedback-sentiment-analyser"),
    githubUrl: repo("feedback-sentiment-analyser"),
    featured: false,
    category: "NLP",
  },
] as const satisfies readonly Project[];

/** The section's heading and lead. */
export const projectsSection = {
  eyebrow: "What I've built",
  title: "Projects",
  intro:
    "Production AI systems and end-to-end demos, from retrieval-augmented assistants to explainable credit decisions.",
} as const;
