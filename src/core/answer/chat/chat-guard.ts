/**
 * The chat model writes; the document decides what is true. Every figure in a chat claim
 * must be printed on a line the claim cites, or be the computed figure (or one of its
 * operands) whose formula the answer shows. A claim stating the computed figure gets the
 * formula and its operands' pincites; any other figure gets the claim flagged.
 */
import { figuresIn, sameFigure } from "../figures/figure-numbers";
import type { Citation, Claim } from "../types";

const agrees = (n: number, allowed: number[]) => allowed.some((a) => sameFigure(n, a));

function computedNumbers(shown: Claim): number[] {
  const f = shown.figure;
  if (!f) return [];
  return [...figuresIn(f.value), ...figuresIn(f.formula ?? "")]
    .map((n) => n.value)
    .concat(
      f.operands.map((o) => o.value),
      f.operands.flatMap((o) => figuresIn(o.printed).map((n) => n.value)),
    );
}

const sameLine = (a: Citation, b: Citation) => a.page === b.page && a.quote !== null && a.quote === b.quote;

/**
 * The claim with the computed figure attached: operand citations it lacks appended, each operand
 * pointing at its line.
 */
function withFigure(claim: Claim, shown: Claim): Claim {
  const citations: Citation[] = [...claim.citations];
  const index = shown.citations.map((c) => {
    const at = citations.findIndex((x) => sameLine(x, c));
    return at >= 0 ? at : citations.push(c) - 1;
  });
  const figure = {
    ...shown.figure!,
    operands: shown.figure!.operands.map((o) => ({ ...o, citation: index[o.citation] })),
  };
  return { ...claim, citations, figure };
}

export function guardChatFigures(claims: Claim[], shown: Claim | null): { claims: Claim[]; flagged: number } {
  const computed = shown ? computedNumbers(shown) : [];
  const valueFigures = shown?.figure ? figuresIn(shown.figure.value).map((n) => n.value) : [];
  let flagged = 0;
  const out = claims.map((claim) => {
    const figures = figuresIn(claim.text);
    if (!figures.length) return claim;
    const states = valueFigures.length > 0 && figures.some((n) => agrees(n.value, valueFigures));
    const quoted = claim.citations.flatMap((c) =>
      c.precision === "line" && c.quote ? figuresIn(c.quote).map((n) => n.value) : [],
    );
    const allowed = states ? [...quoted, ...computed] : quoted;
    const invented = figures.filter((n) => !agrees(n.value, allowed)).map((n) => n.raw);
    const next = states && shown ? withFigure(claim, shown) : claim;
    if (!invented.length) return next;
    flagged++;
    return {
      ...next,
      flags: [...(next.flags ?? []), `${invented.join(", ")}: on no cited line and from no shown formula`],
    };
  });
  return { claims: out, flagged };
}
