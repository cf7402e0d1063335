import type { Skill, SkillCategory } from "#app/site/content-types";

/**
 * Skills shown in the landing page's Skills section, by category. Levels are self-assessed (0-100); `color` is the
 * Tailwind gradient for the level bar, written out in full so Tailwind finds the classes.
 */
export const skillCategories = [
  { id: "all", name: "All Skills" },
  { id: "genai", name: "Generative AI" },
  { id: "vector", name: "Vector Databases" },
  { id: "ml", name: "Machine Learning" },
  { id: "automation", name: "Automation & MLOps" },
  { id: "data", name: "Data Engineering" },
] as const satisfies readonly SkillCategory[];

const genai = "from-accent-600 to-accent-2-600";
const vector = "from-accent-500 to-accent-700";
const ml = "from-accent-2-500 to-accent-2-700";
const automation = "from-accent-2-600 to-accent-600";
const data = "from-accent-400 to-accent-2-600";

export const skills = [
  { name: "OpenAI API", level: 95, category: "genai", color: genai },
  { name: "Prompt Engineering", level: 93, category: "genai", color: genai },
  { name: "LangChain", level: 92, category: "genai", color: genai },
  { name: "Hugging Face Transformers", level: 88, category: "genai", color: genai },
  { name: "LlamaIndex", level: 85, category: "genai", color: genai },
  { name: "LangGraph", level: 82, category: "genai", color: genai },

  { name: "Pinecone", level: 88, category: "vector", color: vector },
  { name: "Chroma", level: 86, category: "vector", color: vector },
  { name: "FAISS", level: 84, category: "vector", color: vector },
  { name: "Weaviate", level: 80, category: "vector", color: vector },

  { name: "Python", level: 95, category: "ml", color: ml },
  { name: "scikit-learn", level: 94, category: "ml", color: ml },
  { name: "XGBoost", level: 90, category: "ml", color: ml },
  { name: "PyTorch", level: 87, category: "ml", color: ml },
  { name: "LightGBM", level: 83, category: "ml", color: ml },
  { name: "TensorFlow", level: 82, category: "ml", color: ml },

  { name: "n8n", level: 91, category: "automation", color: automation },
  { name: "FastAPI", level: 89, category: "automation", color: automation },
  { name: "Zapier", level: 86, category: "automation", color: automation },
  { name: "Docker", level: 85, category: "automation", color: automation },
  { name: "MLflow", level: 81, category: "automation", color: automation },

  { name: "Pandas", level: 93, category: "data", color: data },
  { name: "SQL", level: 92, category: "data", color: data },
  { name: "Apache Airflow", level: 84, category: "data", color: data },
  { name: "Apache Spark", level: 80, category: "data", color: data },
  { name: "dbt", level: 78, category: "data", color: data },
] as const satisfies readonly Skill[];

export const additionalTechnologies = [
  "AWS",
  "Azure OpenAI",
  "Google Vertex AI",
  "Kubernetes",
  "Git",
  "GitHub Actions",
  "PostgreSQL",
  "MongoDB",
  "Redis",
  "Streamlit",
  "Gradio",
  "Jupyter",
  "Power BI",
  "Tableau",
  "spaCy",
  "NLTK",
  "Weights & Biases",
] as const satisfies readonly string[];

/** The section's heading and lead. */
export const skillsSection = {
  eyebrow: "What I work with",
  title: "Skills & Expertise",
  intro: "From large language models and vector search to classic machine learning and the pipelines that feed them.",
} as const;
