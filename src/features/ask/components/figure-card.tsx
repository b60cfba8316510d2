import type { Claim, FigureOperand } from "../../../core/answer/types";
import { CitationChip } from "./citation-chip";

interface Props {
  claim: Claim;
  /** Whether the claim's citation j is the one shown. */
  isOn: (citation: number) => boolean;
  onShow: (citation: number) => void;
}

type Piece = { text: string } | { operand: FigureOperand };

/** The formula as text with each operand's printed figure cut out where it appears, in order. */
function formulaPieces(formula: string, operands: FigureOperand[]): { pieces: Piece[]; rest: FigureOperand[] } {
  const pieces: Piece[] = [];
  const rest: FigureOperand[] = [];
  let at = 0;
  for (const op of operands) {
    const i = formula.indexOf(op.printed, at);
    if (i < 0) {
      rest.push(op);
      continue;
    }
    if (i > at) pieces.push({ text: formula.slice(at, i) });
    pieces.push({ operand: op });
    at = i + op.printed.length;
  }
  if (at < formula.length) pieces.push({ text: formula.slice(at) });
  return { pieces, rest };
}

function OperandChip({ op, claim, isOn, onShow }: { op: FigureOperand } & Props) {
  const citation = claim.citations[op.citation];
  return (
    <span title={`${op.label}, ${op.period} (page ${citation.page})`}>
      <CitationChip citation={citation} on={isOn(op.citation)} onClick={() => onShow(op.citation)} testId="operand-chip">
        {op.printed}
      </CitationChip>
    </span>
  );
}

/** The answer's figure first and large; beneath, the formula with a chip on every figure it uses. */
export function FigureCard(props: Props) {
  const { claim } = props;
  const figure = claim.figure!;
  const { pieces, rest } = figure.formula ? formulaPieces(figure.formula, figure.operands) : { pieces: [], rest: figure.operands };
  return (
    <div data-testid="answer-figure">
      <p className="text-2xl font-semibold tabular-nums text-stone-900" data-testid="figure-value">
        {figure.value}
      </p>
      <p className="text-stone-700">{claim.text.split(" = ")[0]}</p>
      {pieces.length > 0 && (
        <p className="mt-1 font-mono text-xs leading-6 text-stone-600" data-testid="figure-formula">
          ={" "}
          {pieces.map((p, i) => ("text" in p ? <span key={i}>{p.text}</span> : <OperandChip key={i} op={p.operand} {...props} />))}
        </p>
      )}
      {rest.length > 0 && (
        <ul className="mt-1 space-y-0.5 text-xs text-stone-600" aria-label="Figures used">
          {rest.map((op, i) => (
            <li key={i}>
              {op.label}, {op.period}: <OperandChip op={op} {...props} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
