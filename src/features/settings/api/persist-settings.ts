/**
 * Settings survive a restart only as far as the person asked: URLs and models always,
 * keys only with "remember" (the storage layer drops `apiKey` fields otherwise).
 */
import { getDatabase, getSetting, putSetting } from "../../../db";
import { useSettingsStore, type SettingsState } from "../../../stores/settings-store";

const KEY = "models";

type Saved = Pick<SettingsState, "systemOne" | "chat" | "remember">;

export async function saveSettings(state: Saved): Promise<void> {
  const db = await getDatabase();
  await putSetting(db, `${KEY}.systemOne`, state.systemOne, { remember: state.remember });
  await putSetting(db, `${KEY}.chat`, state.chat, { remember: state.remember });
  await putSetting(db, `${KEY}.remember`, state.remember, { remember: false });
}

export async function loadSettings(): Promise<void> {
  const db = await getDatabase();
  const [systemOne, chat, remember] = await Promise.all([
    getSetting(db, `${KEY}.systemOne`),
    getSetting(db, `${KEY}.chat`),
    getSetting(db, `${KEY}.remember`),
  ]);
  const current = useSettingsStore.getState();
  useSettingsStore.getState().update({
    systemOne: { ...current.systemOne, ...(systemOne as Partial<Saved["systemOne"]> | undefined) },
    chat: { ...current.chat, ...(chat as Partial<Saved["chat"]> | undefined) },
    remember: remember === true,
  });
}
