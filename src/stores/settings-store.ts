/**
 * Model settings. Keys stay on this device: in memory until the tab closes, unless the
 * person chooses "remember", which keeps them in this browser's storage. With no
 * settings at all Pincite runs its offline navigator and extractive answers.
 */
import { create } from "zustand";
import type { EndpointSettings, ModelSettings } from "../core/endpoints";

export interface SettingsState {
  systemOne: Required<EndpointSettings>;
  chat: Required<EndpointSettings>;
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

/** What the reading worker needs for one question: the endpoints with proxy paths made absolute. */
export function modelSettings(state: SettingsState): ModelSettings {
  return { systemOne: resolvedEndpoint(state.systemOne), chat: resolvedEndpoint(state.chat) };
}

export function resolvedEndpoint(endpoint: EndpointSettings): EndpointSettings {
  return { ...endpoint, baseUrl: resolveBase(endpoint.baseUrl) };
}
