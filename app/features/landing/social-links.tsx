import { profile, type SocialLink } from "#app/content/profile";
import { socialHref, socialNames } from "#app/content/socials";
import { cn } from "#app/lib/utils";

import { socialIcons } from "./social-icons";

const tones = {
  light:
    "border border-slate-200 bg-white/80 text-slate-700 shadow-sm hover:border-blue-300 hover:text-blue-700 focus-visible:ring-blue-600 focus-visible:ring-offset-white",
  dark: "border border-slate-700 text-slate-300 hover:border-slate-500 hover:text-white focus-visible:ring-blue-400 focus-visible:ring-offset-slate-950",
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
