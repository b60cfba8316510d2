import type { NavDocument } from "./lexical-steps";
import type { NavigationResult } from "./types";
import type { SystemOneClient } from "../system-one";
export async function judgewalk(_d: NavDocument, _q: string, _o: { client: SystemOneClient }): Promise<NavigationResult> { throw new Error("todo"); }
