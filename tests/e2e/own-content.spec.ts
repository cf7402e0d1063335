/**
 * Making the site yours touches only app/content/: the test build uses another owner's content
 * (tests/fixtures/content, via CONTENT_DIR), and every place the owner appears must show that owner and
 * nothing of the placeholder's (app/content/profile.ts): the pages, /cv, /cv.json, JSON-LD and Open Graph.
 */
import { expect, type APIRequestContext, test } from "@playwright/test";

import { profile as placeholder } from "#app/content/profile";

import { profile as owner } from "../fixtures/content/profile";

// The fixture owner's details, written out by hand (not read from the code under test).
const NAME = "Priya Raman";
const ROLE = "Data Scientist";
const CITY = "Edinburgh";
const LINKS = [
  "https://github.com/priya-raman-ml",
  "https://huggingface.co/priyaraman",
  "https://scholar.google.com/citations?user=PRaMaN0000AAAAJ",
  "https://x.com/priya_raman_ml",
];

const placeholderLinks = placeholder.socials.flatMap((link) => (link.kind === "email" ? [] : [link.url]));
const placeholderDetails = [
  placeholder.name,
  placeholder.role,
  placeholder.address.city,
  placeholder.email,
  ...placeholderLinks,
];

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return (await response.text()).replaceAll("&amp;", "&");
}

function metaContent(page: string, property: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(page)?.[1];
}

test("the fixture is another owner than the placeholder", () => {
  expect([owner.name, owner.role, owner.address.city]).toEqual([NAME, ROLE, CITY]);
  for (const detail of [NAME, ROLE, CITY, ...LINKS]) expect(placeholderDetails).not.toContain(detail);
});

for (const path of ["/", "/cv", "/projects/loan-predict"]) {
  test(`${path} shows the owner from the content folder, never the placeholder`, async ({ request }) => {
    const page = await html(request, path);
    expect(page).toContain(NAME);
    for (const detail of placeholderDetails) expect(page, detail).not.toContain(detail);
  });
}

test("the landing page and the CV show the owner's role, city and every social link", async ({ request }) => {
  for (const path of ["/", "/cv"]) {
    const page = await html(request, path);
    for (const detail of [ROLE, CITY, ...LINKS]) expect(page, `${path}: ${detail}`).toContain(`${detail}`);
  }
  // The navbar shows the photo the content names, instead of the initials.
  expect(await html(request, "/")).toMatch(/<img src="\/favicon\.svg"/);
});

test("Open Graph and the description say the owner's name, role with its article, and city", async ({ request }) => {
  const page = await html(request, "/");
  expect(metaContent(page, "og:title")).toBe(`${NAME} · ${ROLE}`);
  expect(metaContent(page, "description")).toMatch(/^Priya Raman is a Data Scientist in Edinburgh /);
  expect(metaContent(page, "og:description")).toBe(metaContent(page, "description"));
  expect(metaContent(page, "og:image:alt")).toBe(`${NAME}, ${ROLE}, ${CITY}`);
  const cv = await html(request, "/cv");
  expect(metaContent(cv, "og:title")).toBe(`CV · ${NAME} · ${ROLE}`);
});

test("JSON-LD describes the owner", async ({ request }) => {
  const page = await html(request, "/");
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)![1]!);
  expect(ld).toMatchObject({
    "@type": "Person",
    name: NAME,
    jobTitle: ROLE,
    email: "mailto:priya.raman@example.org",
    address: { addressLocality: CITY, addressCountry: "GB" },
    sameAs: LINKS,
  });
  expect(ld.image).toMatch(/\/favicon\.svg$/);
});

test("/cv.json is the owner's JSON Resume", async ({ request }) => {
  const resume = await (await request.get("/cv.json")).json();
  expect(resume.basics).toMatchObject({ name: NAME, label: ROLE, location: { city: CITY } });
  expect(resume.basics.profiles.map((p: { network: string; url: string }) => [p.network, p.url])).toEqual([
    ["GitHub", LINKS[0]],
    ["Hugging Face", LINKS[1]],
    ["Google Scholar", LINKS[2]],
    ["X", LINKS[3]],
  ]);
  expect(JSON.stringify(resume)).not.toContain(placeholder.name);
});
