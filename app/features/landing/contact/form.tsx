import { useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";

import { Button } from "#app/components/ui/button";
import { LoaderCircle, Mail, Send, type Icon } from "#app/components/ui/icons";
import { Input, Label, Textarea } from "#app/components/ui/input";
import { contactCappedToast, contactContent, contactToasts } from "#app/content/contact";
import { prepareToasts, toast } from "#app/lib/toast";

import { MessageSquare, Tag, User } from "../section-icons";
import { BOT_REPLY_DELAY_MS, looksAutomated } from "./bot-check";
import { clearDraft, saveDraft, valuesAtHydration } from "./draft";
import { failedToastDescription, NotReadyNote, withEmailLink } from "./email-fallback";
import { Honeypot } from "./honeypot";
import { MessageCount } from "./message-count";
import { prepareToSend, sendContactMessage } from "./send";
import { nextSendAt, recordSend, SEND_CAP } from "./send-cap";
import {
  CONTACT_MAX_LENGTH,
  type ContactField,
  type ContactValues,
  EMPTY_CONTACT,
  validateContact,
} from "./validation";

const fieldIcons: Record<ContactField, Icon> = { name: User, email: Mail, subject: Tag, message: MessageSquare };

const MESSAGE_COUNT_ID = "contact-message-count";

const subscribeToNothing = () => () => {};

/** False in the prerendered HTML and while hydrating it, true once React runs the form. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * The contact form: checks the fields, then sends through EmailJS. On success it clears; on failure
 * it keeps everything typed and offers the message by email, as it does when this browser has sent its
 * three messages of the hour (send-cap.ts). What is typed is kept as a draft for the tab's session. Bots
 * (bot-check.ts) get a success that sends nothing.
 *
 * The button is disabled while a send is under way, and until the page has hydrated: before that the
 * form has no handler, and a browser submitting it itself would put the message in the URL.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [focusedField, setFocusedField] = useState<ContactField | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  // When the form became usable (hydrated, or emptied after a send), a restored draft or not.
  const startedAt = useRef(0);

  // A layout effect: it runs in the hydrating commit, before any re-render would set the fields back
  // to React's empty state and lose what was typed before hydration.
  useLayoutEffect(() => {
    const { values: restored } = valuesAtHydration(form.current);
    startedAt.current = Date.now();
    if (!restored) return;
    setValues(restored);
    saveDraft(restored);
  }, []);

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const problem = validateContact(values);
    if (problem) {
      toast(contactToasts[problem]);
      return;
    }
    const automated = looksAutomated({
      honeypot: honeypot.current?.value ?? "",
      startedAt: startedAt.current,
      now: Date.now(),
    });
    const nextAt = automated ? undefined : nextSendAt(Date.now());
    if (nextAt !== undefined) {
      const description = withEmailLink(contactCappedToast.description(SEND_CAP.sends, nextAt), values);
      toast({ ...contactCappedToast, description });
      return;
    }
    setSubmitting(true);
    try {
      if (automated) await new Promise((resolve) => setTimeout(resolve, BOT_REPLY_DELAY_MS));
      else {
        await sendContactMessage(values);
        recordSend(Date.now());
      }
      toast(contactToasts.sent);
      setValues(EMPTY_CONTACT);
      clearDraft();
      // The next message is timed afresh.
      startedAt.current = Date.now();
    } catch (error) {
      console.error("Contact form: the message was not sent.", error);
      toast({ ...contactToasts.failed, description: failedToastDescription(values) });
    } finally {
      setSubmitting(false);
    }
  }

  function fieldProps(field: ContactField) {
    return {
      id: `contact-${field}`,
      name: field,
      required: true,
      maxLength: CONTACT_MAX_LENGTH[field],
      value: values[field],
      placeholder: contactContent.fields[field].placeholder,
      className: "pl-10 group-data-[focused=true]:border-accent-600",
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const next = { ...values, [field]: event.target.value };
        setValues(next);
        saveDraft(next);
      },
      onFocus: () => setFocusedField(field),
      onBlur: () => setFocusedField((current) => (current === field ? null : current)),
    };
  }

  function shell(field: ContactField, control: React.ReactNode, after?: React.ReactNode) {
    const Icon = fieldIcons[field];
    return (
      <div data-focused={focusedField === field} className="group flex flex-col gap-2">
        <Label htmlFor={`contact-${field}`} className="transition-colors group-data-[focused=true]:text-accent-700">
          {contactContent.fields[field].label}
        </Label>
        <div className="relative">
          <Icon
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-3 size-5 text-neutral-500 transition-colors group-data-[focused=true]:text-accent-700"
          />
          {control}
        </div>
        {after}
      </div>
    );
  }

  return (
    // POST, should anything ever submit it natively: never a GET that puts the message in the URL.
    <form
      ref={form}
      method="post"
      onSubmit={handleSubmit}
      // A visitor starting on the form will send it: the email client and the toast UI load meanwhile, not
      // after Send (on a slow phone that wait showed as a long "Sending...").
      onFocus={() => {
        prepareToSend();
        prepareToasts();
      }}
      aria-label={contactContent.formTitle}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {shell("name", <Input type="text" autoComplete="name" {...fieldProps("name")} />)}
        {shell("email", <Input type="email" autoComplete="email" inputMode="email" {...fieldProps("email")} />)}
      </div>
      {shell("subject", <Input type="text" {...fieldProps("subject")} />)}
      {shell(
        "message",
        <Textarea rows={6} aria-describedby={MESSAGE_COUNT_ID} {...fieldProps("message")} />,
        <MessageCount id={MESSAGE_COUNT_ID} length={values.message.length} max={CONTACT_MAX_LENGTH.message} />,
      )}
      <Honeypot ref={honeypot} />
      <Button
        type="submit"
        variant="gradient"
        size="lg"
        disabled={!hydrated || submitting}
        className="w-full sm:w-auto sm:self-start"
      >
        {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
        {submitting ? contactContent.sending : contactContent.submit}
      </Button>
      {!hydrated && <NotReadyNote />}
      {/* The button's label change is not announced by itself; this polite status is. */}
      <p role="status" className="sr-only">
        {submitting ? contactContent.sending : ""}
      </p>
    </form>
  );
}
