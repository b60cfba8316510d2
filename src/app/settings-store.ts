/**
 * Model settings. Keys stay on this device: in memory until the tab closes, unless the
 * person chooses "remember", which keeps them in this browser's storage. With no
 * settings at all Pincite runs its offline navigator and extractive answers.
 */
import { create } from "zustand";
import type { ModelSettings } from "../bridge/reading-worker";

export interface SettingsState {
  systemOne: { baseUrl: string; apiKey: string; model: string };
  chat: { baseUrl: string; apiKey: string; model: string };
  remember: boolean;
  update(patch: Partial<Pick<SettingsState, "systemOne" | "chat" | "remember">>): void;
}

export const useSettingsStore = create<SettingsState>((set) => ({
  systemOne: { baseUrl: "", apiKey: "", model: "" },
  chat: { baseUrl: "", apiKey: "", model: "" },
  remember: false,
  update: (patch) => set(patch),
}));

/** Same-origin proxy paths ("/api/system-one") become absolute so workers resolve them alike. */
export function resolveBase(baseUrl: string): string {
  const base = baseUrl.trim();
  return base.startsWith("/") ? new URL(base, location.origin).href.replace(/\/$/, "") : base;
}

/** What the reading worker needs for one question; empty parts mean "offline". */
export function modelSettings(state: SettingsState): ModelSettings {
  return {
    systemOne: state.systemOne.baseUrl.trim()
      ? {
          baseUrl: resolveBase(state.systemOne.baseUrl),
          apiKey: state.systemOne.apiKey,
          model: state.systemOne.model.trim(),
        }
      : undefined,
    chat:
      state.chat.baseUrl.trim() && state.chat.model.trim()
        ? { baseUrl: resolveBase(state.chat.baseUrl), apiKey: state.chat.apiKey, model: state.chat.model.trim() }
        : undefined,
  };
}
