import { webProfiles } from "#app/lib/socials";

import type { CvContent } from "./cv-content";
import { displayUrl } from "./cv-format";

const contactLink = "text-accent-700 underline-offset-2 hover:underline";

/**
 * Name, role and the ways to reach the owner. Each link's text is its address, so a printed copy
 * needs no URL after it (`data-shows-url` tells the print styles so).
 */
export function CvHeading({ profile, siteUrl }: Pick<CvContent, "profile" | "siteUrl">) {
  const web = [siteUrl, ...webProfiles(profile).map((link) => link.url)];
  return (
    <header className="text-center sm:text-left">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">{profile.name}</h1>
      <p className="mt-1 text-lg font-medium text-neutral-700">
        {profile.role} · {profile.location}
      </p>
      <ul className="mt-3 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm sm:justify-start">
        {profile.email && (
          <li>
            <a href={`mailto:${profile.email}`} className={contactLink}>
              {profile.email}
            </a>
          </li>
        )}
        {web.map((url) => (
          <li key={url}>
            <a href={url} data-shows-url="" className={contactLink}>
              {displayUrl(url)}
            </a>
          </li>
        ))}
      </ul>
    </header>
  );
}
