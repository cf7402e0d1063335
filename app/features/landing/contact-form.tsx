import { LoaderCircle, Mail, Send, type Icon } from "~/components/ui/icons";
import { useState } from "react";

import { Button } from "~/components/ui/button";
import { Input, Label, Textarea } from "~/components/ui/input";
import { toast } from "~/lib/toast";

import { contactContent, contactToasts } from "~/content/contact";
import { sendContactMessage } from "./contact-send";
import { type ContactField, type ContactValues, EMPTY_CONTACT, validateContact } from "./contact-validation";

import { MessageSquare, Tag, User } from "./section-icons";

const fieldIcons: Record<ContactField, Icon> = { name: User, email: Mail, subject: Tag, message: MessageSquare };

/**
 * The contact form: checks the fields, then sends through EmailJS. On success it clears; on failure
 * it keeps everything typed so nothing is lost. The button is disabled while a send is under way.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [focusedField, setFocusedField] = useState<ContactField | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const problem = validateContact(values);
    if (problem) {
      toast(contactToasts[problem]);
      return;
    }
    setSubmitting(true);
    try {
      await sendContactMessage(values);
      toast(contactToasts.sent);
      setValues(EMPTY_CONTACT);
    } catch (error) {
      console.error("Contact form: the message was not sent.", error);
      toast(contactToasts.failed);
    } finally {
      setSubmitting(false);
    }
  }

  function fieldProps(field: ContactField) {
    return {
      id: `contact-${field}`,
      name: field,
      required: true,
      value: values[field],
      placeholder: contactContent.fields[field].placeholder,
      className: "pl-10 group-data-[focused=true]:border-blue-600",
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValues((current) => ({ ...current, [field]: event.target.value })),
      onFocus: () => setFocusedField(field),
      onBlur: () => setFocusedField((current) => (current === field ? null : current)),
    };
  }

  function shell(field: ContactField, control: React.ReactNode) {
    const Icon = fieldIcons[field];
    return (
      <div data-focused={focusedField === field} className="group flex flex-col gap-2">
        <Label htmlFor={`contact-${field}`} className="transition-colors group-data-[focused=true]:text-blue-700">
          {contactContent.fields[field].label}
        </Label>
        <div className="relative">
          <Icon
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-3 size-5 text-slate-500 transition-colors group-data-[focused=true]:text-blue-700"
          />
          {control}
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit} aria-label={contactContent.formTitle} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {shell("name", <Input type="text" autoComplete="name" {...fieldProps("name")} />)}
        {shell("email", <Input type="email" autoComplete="email" inputMode="email" {...fieldProps("email")} />)}
      </div>
      {shell("subject", <Input type="text" {...fieldProps("subject")} />)}
      {shell("message", <Textarea rows={6} {...fieldProps("message")} />)}
      <Button
        type="submit"
        variant="gradient"
        size="lg"
        disabled={submitting}
        className="w-full sm:w-auto sm:self-start"
      >
        {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
        {submitting ? contactContent.sending : contactContent.submit}
      </Button>
      {/* The button's label change is not announced by itself; this polite status is. */}
      <p role="status" className="sr-only">
        {submitting ? contactContent.sending : ""}
      </p>
    </form>
  );
}
