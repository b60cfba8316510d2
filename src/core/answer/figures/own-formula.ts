/**
 * Which formula a question means when it words one itself: the one it asks outright, else the
 * definition whose name it asks for, else a formula given for the asked figure. A library
 * formula the question names more specifically than any definition ("EBITDA margin" over a
 * defined "EBITDA") keeps the library's, with the question's definitions standing for the
 * formulas it uses.
 */
import type { AskedFormat } from "./asked";
import type { Expr } from "./expression";
import { bound, FORMULAS, type Output } from "./formulas";
import { definedFormula, readDefinitions, sameName, type QuestionDefinitions } from "./question-definitions";
import type { SpokenFormula } from "./spoken-formula";

export interface OwnFormula {
  name: string;
  exprs: Expr[];
  output: Output;
  direct: false;
  /** The formula as the question gave it, shown in the answer. */
  defined: string;
  /** The library formula it defines, when it names one (its threshold still judges it). */
  metric?: string;
}

/** References bound to the question's definitions first, then the library. */
export function bindToQuestion(e: Expr, q: QuestionDefinitions): Expr | null {
  return bound(e, (name) => definedFormula(q.defs, name));
}

function outputOf(name: string, f: SpokenFormula, format: AskedFormat): Output {
  const lib = FORMULAS.find((x) => x.asked.test(name));
  if (lib) return lib.output;
  if (f.percent || format.percent || /\b(?:margin|rate|percent(?:age)?|%)/i.test(name)) return "percent";
  return f.expr.kind === "op" && f.expr.op === "/" ? "ratio" : "amount";
}

function own(name: string, f: SpokenFormula, q: QuestionDefinitions, format: AskedFormat): OwnFormula | null {
  const e = bindToQuestion(f.expr, q);
  if (!e) return null;
  const title = name ? name.charAt(0).toUpperCase() + name.slice(1) : f.shown;
  const metric = name ? FORMULAS.find((x) => x.asked.test(name))?.id : undefined;
  return {
    name: title,
    exprs: [e],
    output: outputOf(name, f, format),
    direct: false,
    defined: f.shown,
    ...(metric ? { metric } : {}),
  };
}

/** The question's own formula for the asked figure, or null when it gives none (or the library's is meant). */
export function ownFormula(
  question: string,
  format: AskedFormat,
  year: number | null,
): { own: OwnFormula | null; q: QuestionDefinitions } {
  const q = readDefinitions(question, year);
  if (q.asked) return { own: own("", q.asked, q, format), q };
  const lib = FORMULAS.find((f) => f.asked.test(q.rest));
  const library = lib ? lib.asked.exec(q.rest) : null;
  const named = q.defs.filter((d) => sameName(d.name, q.rest)).sort((a, b) => b.name.length - a.name.length)[0];
  // A definition of the very formula asked ("DPO is defined as …") replaces it; one of a formula the
  // asked one uses ("EBITDA" in "EBITDA margin") stands in for that part only.
  const same = named && lib && lib.asked.test(named.name);
  if (named && (!library || same || library[0].length <= named.name.length))
    return { own: own(named.name, named, q, format), q };
  if (!named && !library && q.defs.length === 1) return { own: own(q.defs[0].name, q.defs[0], q, format), q };
  if (q.given) {
    const name = library ? (FORMULAS.find((f) => f.asked.test(q.rest))?.name ?? "") : "";
    return { own: own(name, q.given, q, format), q };
  }
  return { own: null, q };
}
