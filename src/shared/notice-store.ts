/** App-wide notices a person must see (storage full, updated in another tab, saved offline). */
import { create } from "zustand";

export interface Notice {
  id: number;
  tone: "info" | "warning" | "error";
  message: string;
}

interface NoticeState {
  notices: Notice[];
  show(message: string, tone?: Notice["tone"]): void;
  dismiss(id: number): void;
}

let nextId = 1;

export const useNoticeStore = create<NoticeState>((set) => ({
  notices: [],
  show: (message, tone = "info") =>
    set((s) => ({ notices: [...s.notices.filter((n) => n.message !== message), { id: nextId++, tone, message }] })),
  dismiss: (id) => set((s) => ({ notices: s.notices.filter((n) => n.id !== id) })),
}));
