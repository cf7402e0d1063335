// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, test, vi } from "vitest";

import { ErrorBoundary } from "./root";

test("a page that fails to render shows the application error page", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  function Broken(): React.ReactNode {
    throw new Error("render failed");
  }
  const Stub = createRoutesStub([{ path: "/", Component: Broken, ErrorBoundary }]);
  render(<Stub initialEntries={["/"]} />);
  expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
});
