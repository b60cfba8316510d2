import type { Claim, FigureOperand } from "../../../core/answer/types";
import { CitationChip, type ChipContext } from "./citation-chip";

interface Props {
  claim: Claim;
  /** Whether the claim's citation j is the one shown. */
  isOn: (citation: number) => boolean;
  onShow: (citation: number) => void;
  context: ChipContext;
}

type Piece = { text: string } | { operand: FigureOperand };

// A bracketed negative "(1,577)" is one figure; a bracket that opens a group "(177,866 − …" is not part of one.
const FIGURE = /(\(\$?\d[\d,]*(?:\.\d+)?\)|\$?\d[\d,]*(?:\.\d+)?%?)/;

/**
 * The formula as text with a chip on every figure that is an operand: operands are taken
 * in order, and a figure used twice ("(a − b) / b") gets its chip each time.
 */
function formulaPieces(formula: string, operands: FigureOperand[]): { pieces: Piece[]; rest: FigureOperand[] } {
  const used = new Set<FigureOperand>();
  const pieces: Piece[] = formula.split(FIGURE).map((text, i) => {
    if (i % 2 === 0) return { text };
    const op = operands.find((o) => !used.has(o) && o.printed === text) ?? operands.find((o) => o.printed === text);
    if (!op) return { text };
    used.add(op);
    return { operand: op };
  });
  return { pieces: pieces.filter((p) => !("text" in p) || p.text), rest: operands.filter((o) => !used.has(o)) };
}

function OperandChip({ op, claim, isOn, onShow, context }: { op: FigureOperand } & Props) {
  const citation = claim.citations[op.citation];
  return (
    <span title={`${op.label}, ${op.period} (page ${citation.page})`}>
      <CitationChip
        citation={citation}
        on={isOn(op.citation)}
        onClick={() => onShow(op.citation)}
        context={context}
        testId="operand-chip"
      >
        {op.printed}
      </CitationChip>
    </span>
  );
}

/** The answer's figure first and large; beneath, the formula with a chip on every figure it uses. */
export function FigureCard(props: Props) {
  const { claim } = props;
  const figure = claim.figure!;
  const { pieces, rest } = figure.formula
    ? formulaPieces(figure.formula, figure.operands)
    : { pieces: [], rest: figure.operands };
  return (
    <div data-testid="answer-figure">
      <p className="text-2xl font-semibold tabular-nums text-stone-900" data-testid="figure-value">
        {figure.value}
      </p>
      <p className="text-stone-700">{claim.text.split(" = ")[0]}</p>
      {pieces.length > 0 && (
        <p className="mt-1 font-mono text-xs leading-6 text-stone-600" data-testid="figure-formula">
          ={" "}
          {pieces.map((p, i) =>
            "text" in p ? <span key={i}>{p.text}</span> : <OperandChip key={i} op={p.operand} {...props} />,
          )}
        </p>
      )}
      {/* A figure read off one row is already named in the line above, with its chip after it. */}
      {figure.formula && rest.length > 0 && (
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
