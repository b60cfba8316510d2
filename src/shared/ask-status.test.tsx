import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AskStatus } from "./ask-status";

afterEach(cleanup);

describe("AskStatus", () => {
  it("says what the answer is doing, with the text streamed so far, while it is asked", () => {
    render(<AskStatus status="asking" streamed="Revenue grew" error={null} reading="Reading…" errorTestId="e" />);
    expect(screen.getByText(/Reading…/).textContent).toBe("Reading…Revenue grew");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says why the answer failed, under the panel's own test id, and nothing once it is done", () => {
    const { rerender } = render(
      <AskStatus status="error" streamed="" error="The question was cancelled." reading="Reading…" errorTestId="e" />,
    );
    expect(screen.getByTestId("e").textContent).toBe("The question was cancelled.");
    rerender(<AskStatus status="done" streamed="" error={null} reading="Reading…" errorTestId="e" />);
    expect(screen.queryByTestId("e")).toBeNull();
  });
});
