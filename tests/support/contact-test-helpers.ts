import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

import { MIN_FILL_TIME_MS } from "#app/features/landing/contact/bot-check";
import { type ContactField, type ContactValues } from "#app/features/landing/contact/validation";
import { toast } from "#app/lib/toast";
import { contactContent } from "#app/words/site/contact";

// Test support for the contact form's component tests (not a test file itself). Each test file
// still mocks "~/lib/toast" and "@emailjs/browser" itself: vi.mock is hoisted per file.

/** What a visitor types: a complete, valid message. */
export const filled: ContactValues = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "A data science role",
  message: "Hello,\nwould you like to talk about a role?",
};

/** A field by its visible label, whatever the owner words it as. */
export function field(name: ContactField) {
  return screen.getByLabelText(contactContent.fields[name].label) as HTMLInputElement | HTMLTextAreaElement;
}

/**
 * Moves the (frozen) clock past the form's minimum fill time, as a person's typing would: the tests
 * type instantly, and a form sent that fast is taken for a bot.
 */
export function letFillTimePass() {
  vi.setSystemTime(Date.now() + MIN_FILL_TIME_MS);
}

/**
 * Around every test: the test EmailJS configuration, a reset send mock and toast mock, no draft and no
 * count of sends left by another test, and a frozen `Date` (only `Date`: timers stay real) for the fill-time check.
 */
export function setUpContactTestEnvironment(send: ReturnType<typeof vi.fn>) {
  beforeEach(() => {
    send.mockReset();
    vi.mocked(toast).mockClear();
    vi.stubEnv("VITE_EMAILJS_PUBLIC_KEY", "test-public-key");
    vi.stubEnv("VITE_EMAILJS_SERVICE_ID", "test-service");
    vi.stubEnv("VITE_EMAILJS_TEMPLATE_ID", "test-template");
    sessionStorage.clear();
    localStorage.clear();
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });
}
