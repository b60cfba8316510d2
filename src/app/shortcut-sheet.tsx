import { useEffect, useRef, useState } from "react";

const SHORTCUTS: [keys: string[], what: string][] = [
  [["/"], "Focus the question box"],
  [["Enter"], "Ask (in the question box; Shift+Enter for a new line)"],
  [["]"], "Next citation"],
  [["["], "Previous citation"],
  [["Ctrl", "F"], "Find in the document (⌘F on a Mac)"],
  [["Enter"], "Next match (in the find box)"],
  [["Shift", "Enter"], "Previous match (in the find box)"],
  [["Esc"], "Close find, or this sheet"],
  [["?"], "Show these shortcuts"],
];

/** `?` anywhere but in a text field opens the sheet; a button in the header does too. */
export function useShortcutSheet(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const typing =
        e.target instanceof HTMLElement &&
        (/^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName) || e.target.isContentEditable);
      if (e.key === "?" && !typing && !e.ctrlKey && !e.metaKey) {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return [open, setOpen];
}

/** Every keyboard shortcut on one sheet, in a modal dialog (Esc or Close dismisses it). */
export function ShortcutSheet({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => dialog.current?.showModal(), []);
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="shortcuts-title"
      data-testid="shortcut-sheet"
      className="m-auto w-full max-w-md rounded-2xl p-0 shadow-2xl backdrop:bg-stone-900/40"
    >
      <div className="p-5">
        <h2 id="shortcuts-title" className="mb-3 text-lg font-semibold">
          Keyboard shortcuts
        </h2>
        <table className="w-full text-sm">
          <tbody>
            {SHORTCUTS.map(([keys, what], i) => (
              <tr key={i} className="border-t border-stone-100">
                <td className="whitespace-nowrap py-1.5 pr-4">
                  {keys.map((k, j) => (
                    <span key={j}>
                      {j > 0 && <span className="px-0.5 text-stone-500">+</span>}
                      <kbd className="rounded border border-stone-300 bg-stone-50 px-1.5 py-0.5 font-mono text-xs">
                        {k}
                      </kbd>
                    </span>
                  ))}
                </td>
                <td className="py-1.5 text-stone-700">{what}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-xs text-stone-600">
          The page box takes a printed page number (52, iv, F-3) or a PDF page (PDF 54).
        </p>
        <form method="dialog" className="mt-4 text-right">
          <button
            type="submit"
            autoFocus
            className={
              "rounded-md bg-stone-900 px-4 py-1.5 text-sm font-medium text-white hover:bg-stone-800 " +
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
            }
          >
            Close
          </button>
        </form>
      </div>
    </dialog>
  );
}
