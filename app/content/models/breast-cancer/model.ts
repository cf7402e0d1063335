// The second starter model: made by scripts/model/train_breast_cancer.py, which writes model.json and test.csv
// beside this file. Delete the folder to leave it out; drop in your own beside it (docs/your-model.md).
import type { ModelRefinement } from "#app/site/content-types";

export const model = {
  title: "Breast mass diagnosis (Wisconsin)",
  summary:
    "Gradient-boosted trees (XGBoost) telling malignant from benign breast masses from ten measurements of cell " +
    "nuclei in a fine-needle aspirate's image. A demonstration of the model kit, not a diagnostic tool.",
  fields: {
    mean_radius: { label: "Radius", help: "Mean distance from the nucleus's centre to its outline." },
    mean_texture: { label: "Texture", help: "Standard deviation of the grey levels inside the nucleus." },
    mean_perimeter: { label: "Perimeter", help: "Length of the nucleus's outline." },
    mean_area: { label: "Area", help: "Area inside the outline." },
    mean_smoothness: { label: "Smoothness", help: "Local variation in the radius's length." },
    mean_compactness: { label: "Compactness", help: "Perimeter² ÷ area − 1." },
    mean_concavity: { label: "Concavity", help: "How deep the concave parts of the outline are." },
    mean_concave_points: { label: "Concave points", help: "How many concave parts the outline has." },
    mean_symmetry: { label: "Symmetry", help: "How far the nucleus is from mirror symmetry." },
    mean_fractal_dimension: { label: "Fractal dimension", help: "The outline's “coastline approximation” − 1." },
  },
  positiveClass: "malignant",
  links: {
    data: "https://archive.ics.uci.edu/dataset/17/breast+cancer+wisconsin+diagnostic",
    paper: "https://doi.org/10.1117/12.148698",
  },
  datasheet: {
    source:
      "Digitised images of fine-needle aspirates of breast masses, University of Wisconsin Hospitals, Madison " +
      "(Dr William H. Wolberg); each row describes the cell nuclei of one image. As scikit-learn bundles it " +
      "(load_breast_cancer).",
    citation:
      "W. N. Street, W. H. Wolberg and O. L. Mangasarian, “Nuclear feature extraction for breast tumor diagnosis”, " +
      "IS&T/SPIE 1993 International Symposium on Electronic Imaging, vol. 1905, pp. 861–870; W. Wolberg, " +
      "O. Mangasarian, N. Street and W. Street, Breast Cancer Wisconsin (Diagnostic), UCI Machine Learning " +
      "Repository, 1993, https://doi.org/10.24432/C5DW2B.",
    licence: "CC BY 4.0",
    rows: 569,
    collection:
      "569 masses (212 malignant, 357 benign), each image's nuclei measured by the authors' software: ten features, " +
      "each as a mean, a standard error and a worst value. This model reads the ten means; 200 rows, split off " +
      "at random (seeded, stratified), are its held-out test.csv, the other 369 trained it.",
    cannotSupport: [
      "Any decision about a patient: this is not a diagnostic tool, and it was never validated as one.",
      "Other populations, hospitals, imaging equipment or today's practice: the data are 569 masses from one " +
        "hospital in the early 1990s.",
      "Fairness across groups: the data hold no age, ethnicity or other attribute of the patients.",
      "Measurements made another way: the features come from one specific image-processing procedure.",
    ],
  },
} satisfies ModelRefinement;
