import { afterEach, describe, expect, it, vi } from "vitest";

import { readEmailJsConfig } from "./public-env";

const complete = {
  VITE_EMAILJS_PUBLIC_KEY: "test-public-key",
  VITE_EMAILJS_SERVICE_ID: "test-service",
  VITE_EMAILJS_TEMPLATE_ID: "test-template",
};

afterEach(() => vi.unstubAllEnvs());

describe("readEmailJsConfig", () => {
  it("returns the three values when all are set", () => {
    expect(readEmailJsConfig(complete)).toEqual({
      ok: true,
      config: { publicKey: "test-public-key", serviceId: "test-service", templateId: "test-template" },
    });
  });

  it("names exactly the variables that are missing, empty, blank or not strings", () => {
    const result = readEmailJsConfig({
      ...complete,
      VITE_EMAILJS_SERVICE_ID: "  ",
      VITE_EMAILJS_TEMPLATE_ID: undefined,
    });
    expect(result).toEqual({
      ok: false,
      error: "EmailJS is not configured: set VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID (see .env.example).",
    });
    const numeric = readEmailJsConfig({ ...complete, VITE_EMAILJS_PUBLIC_KEY: 42 });
    expect(numeric.ok).toBe(false);
    expect(!numeric.ok && numeric.error).toMatch(/set VITE_EMAILJS_PUBLIC_KEY \(/);
  });

  it("reports all three when nothing is configured", () => {
    const result = readEmailJsConfig({});
    expect(!result.ok && result.error).toBe(
      "EmailJS is not configured: set VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID (see .env.example).",
    );
  });

  it("reads the build-time Vite variables by default", () => {
    vi.stubEnv("VITE_EMAILJS_PUBLIC_KEY", "key-from-env");
    vi.stubEnv("VITE_EMAILJS_SERVICE_ID", "service-from-env");
    vi.stubEnv("VITE_EMAILJS_TEMPLATE_ID", "template-from-env");
    expect(readEmailJsConfig()).toEqual({
      ok: true,
      config: { publicKey: "key-from-env", serviceId: "service-from-env", templateId: "template-from-env" },
    });
    vi.stubEnv("VITE_EMAILJS_PUBLIC_KEY", "");
    expect(readEmailJsConfig()).toMatchObject({ ok: false, error: expect.stringContaining("VITE_EMAILJS_PUBLIC_KEY") });
  });
});
