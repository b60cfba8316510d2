import { useEffect, useRef, useState } from "react";
import { saveSettings } from "../api/persist-settings";
import { useSettingsStore, type SettingsState } from "../../../stores/settings-store";
import { directCallBlocked, type ProxyRoute } from "../api/direct-origin";
import { testChat, testSystemOne } from "../api/test-connection";

const SYSTEM_ONE_PRESETS: { label: string; baseUrl: string; model: string }[] = [
  { label: "TypeSafe, through Pincite's proxy", baseUrl: "/api/system-one", model: "jev-latest" },
  { label: "TypeSafe direct", baseUrl: "https://api.typesafe.ai", model: "jev-latest" },
  { label: "OpenRouter", baseUrl: "https://openrouter.ai/api", model: "jev-latest" },
  { label: "Vercel AI Gateway", baseUrl: "https://ai-gateway.vercel.sh/typesafe", model: "typesafe-ai/jev" },
  { label: "ngrok AI gateway", baseUrl: "https://gateway.ngrok.ai", model: "jev-latest" },
  { label: "Ollama on this computer", baseUrl: "http://localhost:11434", model: "nimble" },
];

type Section = "systemOne" | "chat";

function Field({
  label,
  value,
  onChange,
  type = "text",
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  type?: string;
  placeholder?: string;
}) {
  return (
    <label className="block text-sm">
      <span className="text-stone-700">{label}</span>
      <input
        type={type}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
        className={
          "mt-0.5 w-full rounded-md px-2 py-1.5 ring-1 ring-stone-300 focus:ring-2 focus:ring-amber-500 " +
          "focus:outline-none"
        }
      />
    </label>
  );
}

function TestButton({ run }: { run: () => Promise<string> }) {
  const [state, setState] = useState<{ busy: boolean; message: string | null; ok: boolean }>({
    busy: false,
    message: null,
    ok: false,
  });
  return (
    <div className="flex items-start gap-2">
      <button
        type="button"
        disabled={state.busy}
        onClick={() => {
          setState({ busy: true, message: null, ok: false });
          run().then(
            (message) => setState({ busy: false, message, ok: true }),
            (err: unknown) =>
              setState({ busy: false, message: err instanceof Error ? err.message : String(err), ok: false }),
          );
        }}
        className="shrink-0 rounded-md px-3 py-1 text-sm ring-1 ring-stone-300 hover:bg-stone-50 disabled:opacity-50"
      >
        {state.busy ? "Testing…" : "Test connection"}
      </button>
      {state.message && (
        <p
          role="status"
          className={`text-xs ${state.ok ? "text-emerald-800" : "text-red-800"}`}
          data-testid="connection-result"
        >
          {state.message}
        </p>
      )}
    </div>
  );
}

type Endpoint = SettingsState["chat"];

/** Base URL, model, key and a connection test: the same four controls for either model. */
function EndpointFields({
  value,
  onChange,
  placeholders,
  test,
  proxy,
}: {
  value: Endpoint;
  onChange: (field: keyof Endpoint, v: string) => void;
  placeholders: { baseUrl: string; model: string };
  test: () => Promise<string>;
  proxy: ProxyRoute;
}) {
  const blocked = directCallBlocked(value.baseUrl, proxy);
  return (
    <>
      <Field
        label="Base URL"
        value={value.baseUrl}
        onChange={(v) => onChange("baseUrl", v)}
        placeholder={placeholders.baseUrl}
      />
      {blocked && (
        <p className="text-xs text-amber-900" data-testid="direct-call-blocked">
          {blocked}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        <Field
          label="Model"
          value={value.model}
          onChange={(v) => onChange("model", v)}
          placeholder={placeholders.model}
        />
        <Field label="API key" type="password" value={value.apiKey} onChange={(v) => onChange("apiKey", v)} />
      </div>
      <TestButton run={blocked ? () => Promise.reject(new Error(blocked)) : test} />
    </>
  );
}

/** Model settings: optional. With nothing filled in, Pincite works offline. */
export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const store = useSettingsStore();
  const [draft, setDraft] = useState<Pick<SettingsState, "systemOne" | "chat" | "remember">>({
    systemOne: store.systemOne,
    chat: store.chat,
    remember: store.remember,
  });
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => dialog.current?.showModal(), []);
  const set = (section: Section, field: keyof Endpoint, value: string) =>
    setDraft((d) => ({ ...d, [section]: { ...d[section], [field]: value } }));
  const save = () => {
    store.update(draft);
    void saveSettings(draft).catch(() => undefined);
    onClose();
  };
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="settings-title"
      className="m-auto w-full max-w-xl rounded-2xl p-0 shadow-2xl backdrop:bg-stone-900/40"
    >
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
        className="space-y-5 p-6"
      >
        <div>
          <h2 id="settings-title" className="text-lg font-semibold">
            Models
          </h2>
          <p className="text-sm text-stone-600">
            Optional. Without them Pincite navigates with its offline navigator and answers with sentences taken from
            the pages. Keys stay on this device.
          </p>
        </div>
        <fieldset className="space-y-2">
          <legend className="font-medium">System One — typed decisions while navigating</legend>
          <label className="block text-sm">
            <span className="text-stone-700">Backend</span>
            <select
              className="mt-0.5 w-full rounded-md px-2 py-1.5 ring-1 ring-stone-300"
              value={SYSTEM_ONE_PRESETS.find((p) => p.baseUrl === draft.systemOne.baseUrl)?.label ?? "custom"}
              onChange={(e) => {
                const preset = SYSTEM_ONE_PRESETS.find((p) => p.label === e.target.value);
                if (preset)
                  setDraft((d) => ({
                    ...d,
                    systemOne: { ...d.systemOne, baseUrl: preset.baseUrl, model: preset.model },
                  }));
              }}
            >
              {SYSTEM_ONE_PRESETS.map((p) => (
                <option key={p.label}>{p.label}</option>
              ))}
              <option value="custom">Another server (base URL below)</option>
            </select>
          </label>
          <EndpointFields
            value={draft.systemOne}
            onChange={(field, v) => set("systemOne", field, v)}
            placeholders={{ baseUrl: "empty = offline navigator", model: "jev-latest" }}
            test={() => testSystemOne(draft.systemOne)}
            proxy={{ env: "PINCITE_SYSTEM_ONE_UPSTREAM", path: "/api/system-one" }}
          />
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="font-medium">Chat model — writes the answer (OpenAI-compatible)</legend>
          <EndpointFields
            value={draft.chat}
            onChange={(field, v) => set("chat", field, v)}
            placeholders={{
              baseUrl: "e.g. https://api.openai.com/v1 — empty = extractive answers",
              model: "e.g. gpt-4.1-mini",
            }}
            test={() => testChat(draft.chat)}
            proxy={{ env: "PINCITE_CHAT_UPSTREAM", path: "/api/chat" }}
          />
        </fieldset>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.remember}
            onChange={(e) => setDraft((d) => ({ ...d, remember: e.target.checked }))}
            className="mt-1"
          />
          <span>Remember my keys on this device. Otherwise they are forgotten when this tab closes.</span>
        </label>
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onClose} className="rounded-md px-4 py-1.5 text-sm ring-1 ring-stone-300">
            Cancel
          </button>
          <button type="submit" className="rounded-md bg-stone-900 px-4 py-1.5 text-sm font-medium text-white">
            Save
          </button>
        </div>
      </form>
    </dialog>
  );
}
