import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useFindStore } from "../../../stores/find-store";
import { FindBar } from "./find-bar";

afterEach(() => {
  cleanup();
  act(() => useFindStore.getState().close());
});

describe("FindBar", () => {
  it("names its buttons by what they do and their key; the steps wait for a match, closing does not", () => {
    act(() => useFindStore.getState().show());
    render(<FindBar pages={[]} labels={null} />);
    const previous = screen.getByRole("button", { name: "Previous match (Shift+Enter)" });
    const next = screen.getByRole("button", { name: "Next match (Enter)" });
    const close = screen.getByRole("button", { name: "Close find (Esc)" });
    expect([previous, next].map((b) => (b as HTMLButtonElement).disabled)).toEqual([true, true]);
    expect(close.getAttribute("title")).toBe("Close find (Esc)");
    expect(close.hasAttribute("disabled")).toBe(false);
    fireEvent.click(close);
    expect(screen.queryByTestId("find-bar")).toBeNull();
  });
});
