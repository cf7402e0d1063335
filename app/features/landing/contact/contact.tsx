import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card";
import { Mail, MapPin, type Icon } from "#app/components/ui/icons";
import { Reveal } from "#app/components/ui/reveal";
import { profile } from "#app/content/profile";
import { formatList } from "#app/lib/format";
import type { SocialKind, SocialLink } from "#app/site/content-types";
import { contactContent } from "#app/words/site/contact";

import { Clock } from "../section-icons";
import { SectionIntro } from "../section-intro";
import { SocialLinks } from "../social-links";
import { ContactForm } from "./form";

type Detail = { label: string; icon: Icon; value: React.ReactNode };

const emailDetail = (email: string): Detail => ({
  label: contactContent.details.email,
  icon: Mail,
  value: (
    <a
      href={`mailto:${email}`}
      className="break-all rounded-sm font-medium text-accent-700 underline-offset-4 hover:text-accent-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:ring-offset-2"
    >
      {email}
    </a>
  ),
});

// The address only when the owner gives one (profile.ts's email is optional).
const details: Detail[] = [
  ...(profile.email ? [emailDetail(profile.email)] : []),
  { label: contactContent.details.location, icon: MapPin, value: profile.location },
  { label: contactContent.details.responseTime, icon: Clock, value: contactContent.responseTime },
];

/**
 * The line under "Find me online": what each listed network is for, in the owner's order, joined as the
 * site's language joins a list ("GitHub for code and X for short updates."); none without a described one.
 */
export function elsewhereNote(socials: readonly SocialLink[]): string | undefined {
  const uses: Partial<Record<SocialKind, string>> = contactContent.networkUses;
  const listed = socials.flatMap((link) => uses[link.kind] ?? []);
  return listed.length > 0 ? `${formatList(listed, "conjunction")}.` : undefined;
}

const note = elsewhereNote(profile.socials);

export function Contact() {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="render-lazy relative py-24 sm:py-32">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionIntro id="contact-heading" eyebrow={contactContent.eyebrow} title={contactContent.heading}>
          {contactContent.intro}
        </SectionIntro>

        <div className="mt-12 grid gap-8 lg:grid-cols-5">
          <Reveal className="lg:col-span-2">
            <dl className="flex flex-col gap-4">
              {details.map(({ label, icon: Icon, value }) => (
                <div
                  key={label}
                  className="grid grid-cols-[auto_1fr] items-start gap-x-4 rounded-2xl border border-neutral-200 bg-white/80 p-5 shadow-sm backdrop-blur-sm"
                >
                  {/* dt and dd stay direct children of the group; the icon rides in the dt. */}
                  <dt className="contents">
                    <span className="row-span-2 flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-accent-600 to-accent-2-600 text-white shadow-md shadow-accent-600/20">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <span className="text-sm font-medium text-neutral-600">{label}</span>
                  </dt>
                  <dd className="col-start-2 mt-0.5 min-w-0 text-base text-neutral-900">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-4 rounded-2xl border border-neutral-200 bg-gradient-to-br from-accent-50 to-accent-2-50 p-5 shadow-sm">
              <h3 className="font-semibold text-neutral-900">{contactContent.elsewhere}</h3>
              {note && <p className="mt-1 text-sm text-neutral-700">{note}</p>}
              <SocialLinks className="mt-4" />
            </div>
          </Reveal>

          <Reveal className="lg:col-span-3">
            <Card className="bg-white/90 shadow-lg shadow-neutral-900/5 backdrop-blur-sm">
              <CardHeader>
                {/* h3: the section's own heading is the h2 (CardTitle renders an h2). */}
                <h3 className="text-xl font-semibold leading-tight">{contactContent.formTitle}</h3>
                <CardDescription>{contactContent.formNote}</CardDescription>
              </CardHeader>
              <CardContent>
                <ContactForm />
              </CardContent>
            </Card>
          </Reveal>
        </div>
      </div>
    </section>
  );
}
