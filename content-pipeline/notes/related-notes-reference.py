"""Reference values for related-notes.test.ts: scikit-learn's TF-IDF cosines of the test's four texts.

Run with Debian's python3 (scikit-learn 1.2): /usr/bin/python3 content-pipeline/notes/related-notes-reference.py
Every word counts, one letter long too (token_pattern), as Intl.Segmenter finds them; lower-cased.
"""
from sklearn.feature_extraction.text import TfidfVectorizer

TEXTS = [
    "the odds of a loan model",
    "the odds of a default under a logistic model",
    "gradient boosted trees for tabular data",
    "calibration of a logistic model",
]

vectors = TfidfVectorizer(token_pattern=r"(?u)\b\w+\b").fit_transform(TEXTS)
similarity = (vectors @ vectors.T).toarray()
for row in similarity:
    print(", ".join(f"{value:.6f}" for value in row))
