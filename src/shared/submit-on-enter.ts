import type { KeyboardEvent } from "react";

/** A question box's keys: Enter asks, Shift+Enter starts a new line. */
export function submitOnEnter(submit: () => void) {
  return (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey) {
      e.preventDefault();
      submit();
    }
  };
}
