import { profile } from "#app/content/profile";
import { socialHref } from "#app/lib/socials";
import { cn } from "#app/lib/utils";
import type { SocialLink } from "#app/site/content-types";
import { socialNames } from "#app/words/site/socials";

import { socialIcons } from "./social-icons";

const tones = {
  light:
    "border border-neutral-200 bg-white/80 text-neutral-700 shadow-sm hover:border-accent-300 hover:text-accent-700 focus-visible:ring-accent-600 focus-visible:ring-offset-white",
  dark: "border border-neutral-700 text-neutral-300 hover:border-neutral-500 hover:text-white focus-visible:ring-accent-400 focus-visible:ring-offset-neutral-950",
};

/** The owner's social links (profile.socials) as icons (44px targets); external ones open in a new tab. */
export function SocialLinks({
  tone = "light",
  className,
  links = profile.socials,
  email = profile.email,
}: {
  tone?: keyof typeof tones;
  className?: string;
  links?: readonly SocialLink[];
  /** The address an `email` link writes to. */
  email?: string;
}) {
  return (
    <ul className={cn("flex items-center gap-3", className)}>
      {links.map((link) => {
        const label = socialNames[link.kind];
        const Icon = socialIcons[link.kind];
        const external = link.kind !== "email";
        return (
          <li key={label}>
            <a
              href={socialHref(link, email)}
              aria-label={label}
              title={label}
              {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              className={cn(
                "inline-flex size-11 items-center justify-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2",
                tones[tone],
              )}
            >
              <Icon className="size-5" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
