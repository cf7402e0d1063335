/**
 * Making the site yours touches only app/content/: the test build uses another owner's content
 * (tests/fixtures/content, via CONTENT_DIR), and every place the owner appears must show that owner and
 * nothing of the template's starter owner's (the placeholder, written out below: what app/content/profile.ts holds
 * as the template ships it): the pages, /cv, /cv.json, JSON-LD and Open Graph.
 * The second fixture set (tests/fixtures/content-other) is an owner without an email or LinkedIn, in
 * another language: then the address appears nowhere.
 */
import { expect, type APIRequestContext, test } from "@playwright/test";

import { content, contentSet } from "./built-content";

type Owner = {
  name: string;
  role: string;
  city: string;
  country: string;
  /** The start of the site's description. */
  description: RegExp;
  lang: string;
  ogLocale: string;
  email?: string;
  photo: string;
  /** Network, username, URL, in the owner's order. */
  profiles: [string, string, string][];
};

// Each fixture set's owner, written out by hand (not read from the code under test).
const OWNERS: Record<string, Owner> = {
  "tests/fixtures/content": {
    name: "Priya Raman",
    role: "Data Scientist",
    city: "Edinburgh",
    country: "GB",
    description: /^Priya Raman is a Data Scientist in Edinburgh /,
    lang: "en-GB",
    ogLocale: "en_GB",
    email: "priya.raman@example.org",
    photo: "/favicon.svg",
    profiles: [
      ["GitHub", "priya-raman-ml", "https://github.com/priya-raman-ml"],
      ["Hugging Face", "priyaraman", "https://huggingface.co/priyaraman"],
      ["Google Scholar", "PRaMaN0000AAAAJ", "https://scholar.google.com/citations?user=PRaMaN0000AAAAJ"],
      ["X", "priya_raman_ml", "https://x.com/priya_raman_ml"],
    ],
  },
  "tests/fixtures/content-other": {
    name: "Adaeze Oluwaseun Okonkwo-Ikechukwu Bello",
    role: "Machine Learning Researcher",
    city: "Lagos",
    country: "NG",
    description: /^Adaeze Oluwaseun Okonkwo-Ikechukwu Bello is a Machine Learning Researcher in Lagos /,
    lang: "en-NG",
    ogLocale: "en_NG",
    photo: "/apple-touch-icon.png",
    profiles: [
      ["GitHub", "adaeze-bello", "https://github.com/adaeze-bello"],
      ["Google Scholar", "AdAeZeB0000AAAAJ", "https://scholar.google.com/citations?user=AdAeZeB0000AAAAJ&hl=en"],
      ["X", "adaeze_ml", "https://x.com/adaeze_ml"],
      ["Hugging Face", "adaeze-bello", "https://huggingface.co/adaeze-bello"],
    ],
  },
};

const written = OWNERS[contentSet];
if (!written) throw new Error(`own-content.spec.ts: write out the owner of ${contentSet} in OWNERS`);
const owner = written;
const links = owner.profiles.map(([, , url]) => url);
// The template's starter owner, written out: the owner's own app/content/ is never read by a test.
const placeholder = {
  name: "Alex Morgan",
  email: "alex.morgan@example.com",
  links: ["https://github.com/alexmorgan-ai", "https://www.linkedin.com/in/alexmorgan-ai"],
};
const placeholderLinks = placeholder.links;
// What names the owner of app/content/ and no one else: their name, address and profile links. Not their role or
// city, which another owner (a fixture's) may share: the owner's own words must never fail a test.
const placeholderDetails = [placeholder.name, ...(placeholder.email ? [placeholder.email] : []), ...placeholderLinks];

/** Whether `text` holds `detail` as a whole: not "Ada" inside "Adaeze", nor github.com/ada in github.com/ada-b. */
function mentions(text: string, detail: string): boolean {
  const escaped = detail.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}_-])${escaped}(?![\\p{L}\\p{N}_-])`, "u").test(text);
}

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return (await response.text()).replaceAll("&amp;", "&");
}

function metaContent(page: string, property: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(page)?.[1];
}

test("the build's fixture set is the owner written out here, another than the placeholder", () => {
  const { profile } = content;
  expect([profile.name, profile.role, profile.address.city, profile.email]).toEqual([
    owner.name,
    owner.role,
    owner.city,
    owner.email,
  ]);
  for (const detail of [owner.name, ...links]) expect(placeholderDetails).not.toContain(detail);
});

for (const path of content.sitePages) {
  test(`${path} shows the owner from the content folder, in its language, never the placeholder`, async ({
    request,
  }) => {
    const page = await html(request, path);
    expect(page).toContain(owner.name);
    expect(page).toMatch(new RegExp(`<html lang="${owner.lang}"`));
    expect(metaContent(page, "og:locale")).toBe(owner.ogLocale);
    for (const detail of placeholderDetails) expect(mentions(page, detail), detail).toBe(false);
  });
}

test("the landing page and the CV show the owner's role, city and every social link", async ({ request }) => {
  for (const path of ["/", "/cv"]) {
    const page = await html(request, path);
    for (const detail of [owner.role, owner.city, ...links]) expect(page, `${path}: ${detail}`).toContain(detail);
  }
  // The navbar shows the photo the content names, instead of the initials.
  expect(await html(request, "/")).toContain(`<img src="${owner.photo}"`);
});

test("the owner's address appears where they give one, and nowhere without", async ({ request }) => {
  for (const path of ["/", "/cv"]) {
    const mailto = [...(await html(request, path)).matchAll(/href="mailto:([^"?]*)/g)].map((match) => match[1]);
    if (owner.email) expect(new Set(mailto), path).toEqual(new Set([owner.email]));
    else expect(mailto, path).toEqual([]);
  }
});

test("Open Graph and the description say the owner's name, role with its article, and city", async ({ request }) => {
  const page = await html(request, "/");
  expect(metaContent(page, "og:title")).toBe(`${owner.name} · ${owner.role}`);
  expect(metaContent(page, "description")).toMatch(owner.description);
  expect(metaContent(page, "og:description")).toBe(metaContent(page, "description"));
  expect(metaContent(page, "og:image:alt")).toBe(`${owner.name}, ${owner.role}, ${owner.city}`);
  const cv = await html(request, "/cv");
  expect(metaContent(cv, "og:title")).toBe(`CV · ${owner.name} · ${owner.role}`);
});

test("JSON-LD describes the owner's profile page, in its language", async ({ request }) => {
  const page = await html(request, "/");
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)![1]!);
  expect(ld).toMatchObject({ "@type": "ProfilePage", inLanguage: owner.lang });
  const person = ld.mainEntity;
  expect(person).toMatchObject({
    "@type": "Person",
    name: owner.name,
    jobTitle: owner.role,
    address: { addressLocality: owner.city, addressCountry: owner.country },
    sameAs: links,
  });
  if (owner.email) expect(person.email).toBe(`mailto:${owner.email}`);
  else expect(person).not.toHaveProperty("email");
  expect(person.image).toBe(new URL(owner.photo, person.url).href);
});

test("/cv.json is the owner's JSON Resume, with each network's username", async ({ request }) => {
  const resume = await (await request.get("/cv.json")).json();
  expect(resume.basics).toMatchObject({ name: owner.name, label: owner.role, location: { city: owner.city } });
  expect(resume.basics.email).toBe(owner.email);
  expect(
    resume.basics.profiles.map((p: { network: string; username: string; url: string }) => [
      p.network,
      p.username,
      p.url,
    ]),
  ).toEqual(owner.profiles);
  expect(mentions(JSON.stringify(resume), placeholder.name)).toBe(false);
});
