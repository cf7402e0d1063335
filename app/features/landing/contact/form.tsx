import { useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { useFormStatus } from "react-dom";

import { Button } from "#app/components/ui/button";
import { LoaderCircle, Mail, Send, type Icon } from "#app/components/ui/icons";
import { Input, Label, Textarea } from "#app/components/ui/input";
import { profile } from "#app/content/profile";
import { formatTime } from "#app/lib/format";
import { prepareToasts, toast } from "#app/lib/toast";
import { contactCappedToast, contactContent, contactToasts } from "#app/words/site/contact";

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

/** Send, and the polite status that says "Sending..." (its label change is not announced by itself). */
function SendButton() {
  const { pending } = useFormStatus();
  return (
    <>
      <Button type="submit" variant="gradient" size="lg" disabled={pending} className="w-full sm:w-auto sm:self-start">
        {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
        {pending ? contactContent.sending : contactContent.submit}
      </Button>
      <p role="status" className="sr-only">
        {pending ? contactContent.sending : ""}
      </p>
    </>
  );
}

/** The four fields as submitted. */
function submitted(data: FormData): ContactValues {
  const value = (field: ContactField) => {
    const entry = data.get(field);
    return typeof entry === "string" ? entry : "";
  };
  return { name: value("name"), email: value("email"), subject: value("subject"), message: value("message") };
}

/** Whether a send looks automated, and if not, when this browser may send again (`undefined`: now). A bot is not counted. */
function screen(honeypot: string, startedAt: number) {
  const now = Date.now();
  const automated = looksAutomated({ honeypot, startedAt, now });
  return { automated, nextAt: automated ? undefined : nextSendAt(now) };
}

/**
 * The contact form: checks the fields, then sends through EmailJS. On success it clears; on failure
 * it keeps everything typed and offers the message by email, as it does when this browser has sent its
 * three messages of the hour (send-cap.ts). What is typed is kept as a draft for the tab's session. Bots
 * (bot-check.ts) get a success that sends nothing.
 *
 * Sending is a form action, so a message sent before the form's code has come is not lost: React's
 * prerendered script holds the submission (no browser sends it anywhere itself) and replays it once
 * the form is hydrated. Until then a note gives the address to write to, should the scripts never run.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [focusedField, setFocusedField] = useState<ContactField | null>(null);
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  // When the visitor could start on the form: the page's opening if they typed before its code came,
  // else its hydration (a restored draft or not), or the last send.
  const startedAt = useRef(0);
  const sending = useRef(false);

  // A layout effect: it runs in the hydrating commit, before any re-render would set the fields back
  // to React's empty state and lose what was typed before hydration.
  useLayoutEffect(() => {
    const { values: restored, typed } = valuesAtHydration(form.current);
    startedAt.current = typed ? Math.floor(performance.timeOrigin) : Date.now();
    if (!restored) return;
    setValues(restored);
    saveDraft(restored);
  }, []);

  // Reads the submission, not the state: one made before hydration runs with the first render's handlers.
  // Synchronous when a field is wrong or the cap is reached, so that "Sending..." does not show for it.
  function send(data: FormData) {
    if (sending.current) return;
    const message = submitted(data);
    const problem = validateContact(message);
    if (problem) {
      toast(contactToasts[problem]);
      return;
    }
    const { automated, nextAt } = screen(honeypot.current?.value ?? "", startedAt.current);
    if (nextAt !== undefined) {
      const text = contactCappedToast.description(SEND_CAP.sends, formatTime(nextAt), Boolean(profile.email));
      const description = withEmailLink(text, message);
      toast({ ...contactCappedToast, description });
      return;
    }
    return deliver(message, automated);
  }

  async function deliver(message: ContactValues, automated: boolean) {
    sending.current = true;
    try {
      if (automated) await new Promise((resolve) => setTimeout(resolve, BOT_REPLY_DELAY_MS));
      else {
        await sendContactMessage(message);
        recordSend(Date.now());
      }
      toast(contactToasts.sent);
      setValues(EMPTY_CONTACT);
      clearDraft();
      // The next message is timed afresh.
      startedAt.current = Date.now();
    } catch (error) {
      console.error("Contact form: the message was not sent.", error);
      toast({ ...contactToasts.failed, description: failedToastDescription(message) });
    } finally {
      sending.current = false;
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
    <form
      ref={form}
      action={send}
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
      <SendButton />
      {!hydrated && <NotReadyNote />}
    </form>
  );
}
