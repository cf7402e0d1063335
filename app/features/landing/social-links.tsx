import { GitHub, LinkedIn, Mail } from "~/components/ui/icons";
import { profile } from "~/content/profile";
import { cn } from "~/lib/utils";

const socials = [
  { label: "GitHub", href: profile.github, Icon: GitHub, external: true },
  { label: "LinkedIn", href: profile.linkedin, Icon: LinkedIn, external: true },
  { label: "Email", href: `mailto:${profile.email}`, Icon: Mail, external: false },
] as const;

const tones = {
  light:
    "border border-slate-200 bg-white/80 text-slate-700 shadow-sm hover:border-blue-300 hover:text-blue-700 focus-visible:ring-blue-600 focus-visible:ring-offset-white",
  dark: "border border-slate-700 text-slate-300 hover:border-slate-500 hover:text-white focus-visible:ring-blue-400 focus-visible:ring-offset-slate-950",
};

/** GitHub, LinkedIn and email icon links (44px targets); external ones open in a new tab. */
export function SocialLinks({ tone = "light", className }: { tone?: keyof typeof tones; className?: string }) {
  return (
    <ul className={cn("flex items-center gap-3", className)}>
      {socials.map(({ label, href, Icon, external }) => (
        <li key={label}>
          <a
            href={href}
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
      ))}
    </ul>
  );
}
