import { useState } from "react";

/**
 * A protected PDF reopened from the library: its text, contents and answers are stored,
 * but drawing its pages needs the password again (it is never stored).
 */
export function RenderPasswordPrompt({
  wrong,
  onPassword,
}: {
  wrong: boolean;
  onPassword: (password: string) => void;
}) {
  const [password, setPassword] = useState("");
  return (
    <form
      className={
        "m-4 flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 " +
        "ring-amber-300"
      }
      data-testid="render-password"
      onSubmit={(e) => {
        e.preventDefault();
        if (password) onPassword(password);
      }}
    >
      <p className="basis-full">
        {wrong ? "That password is not right." : "This PDF is protected by a password."} Its text, contents and answers
        are here; enter the password to draw its pages. It is not stored.
      </p>
      <label className="sr-only" htmlFor="render-password-input">
        Password to draw the pages
      </label>
      <input
        id="render-password-input"
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        className="min-w-0 flex-1 rounded-md px-3 py-1.5 ring-1 ring-amber-300"
        placeholder="Password"
      />
      <button type="submit" className="rounded-md bg-stone-900 px-3 py-1.5 text-white">
        Show pages
      </button>
    </form>
  );
}
