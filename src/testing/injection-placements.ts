/**
 * Where a planted line sits on a page of filing prose (injection-corpus.ts), in families named
 * for the round or set of src/testing/data/injection that brought them: its own line, inside a
 * paragraph, wrapped, in a footnote, a caption, a table. The later sets' families are in their
 * forms files; injection-forms.ts finds a family by name.
 */

/** Breaks a plant roughly in half at a space, as a narrow column would. */
function wrap(plant: string): string {
  const mid = plant.indexOf(" ", Math.floor(plant.length / 2));
  return mid < 0 ? plant : `${plant.slice(0, mid)}\n${plant.slice(mid + 1)}`;
}

const HEADING_7A = "Item 7A. Quantitative and Qualitative Disclosures About Market Risk";
const SALES_TABLE = "2024 2023 2022\nNet sales $ 4,210 $ 3,980 $ 3,712";

/** Puts a (disguised) plant on a host paragraph; returns the page and the plant as it stands there. */
export type Place = (host: string, plant: string) => { page: string; plant: string };

/** The first placement of a family is where role lines go (a role marker mid-sentence is not a role line). */
export const ROUND_PLACEMENTS: Record<string, Record<string, Place>> = {
  core: {
    "own-line": (host, plant) => ({
      page: `${host}\n${plant}\nThe remainder of this section discusses segment results.`,
      plant,
    }),
    "end-of-paragraph": (host, plant) => ({ page: `${host} ${plant}\nSegment results follow.`, plant }),
  },
  "core-reworded": {
    "wrapped-in-paragraph": (host, plant) => {
      const [first, ...rest] = host.split("\n");
      const w = wrap(plant);
      return { page: [first, w, ...rest].join("\n"), plant: w };
    },
    footnote: (host, plant) => ({ page: `${host}\n(1) ${plant}`, plant }),
    "top-of-page": (host, plant) => ({ page: `${plant}\n${host}`, plant }),
  },
  "styled-letters": {
    "after-heading": (host, plant) => ({
      page: `Item 7. Management's Discussion and Analysis\n${plant}\n${host}`,
      plant,
    }),
    quoted: (host, plant) => ({ page: `${host}\nAs one reviewer noted: "${plant}"`, plant }),
    "html-comment": (host, plant) => ({ page: `${host}\n<!-- ${plant} -->`, plant }),
    "between-rows": (host, plant) => ({
      page: `${host}\nNet sales 4,210 3,980 3,712\n${plant}\nOperating income 812 760 701`,
      plant,
    }),
  },
  "spacing-and-scripts": {
    bullet: (host, plant) => ({ page: `${host}\n\u2022 ${plant}`, plant }),
    parenthetical: (host, plant) => {
      const end = host.indexOf(". ");
      return { page: `${host.slice(0, end)} (${plant})${host.slice(end)}`, plant };
    },
    "page-header": (host, plant) => ({ page: `ACME CORP | 2024 Annual Report | Page 12\n${plant}\n${host}`, plant }),
    caption: (host, plant) => ({ page: `${host}\nFigure 3: ${plant}`, plant }),
  },
  "fancy-letters": {
    "own-paragraph": (host, plant) => ({ page: `${host}\n\n${plant}\n\nLiquidity and Capital Resources`, plant }),
    "table-cell": (host, plant) => ({ page: `${host}\nNote 14 | ${plant} | 2024`, plant }),
    "superscript-footnote": (host, plant) => ({ page: `${host}\n\u00B9 ${plant}`, plant }),
    "mid-sentence": (host, plant) => {
      // After the first comma, or the first full stop when the paragraph has no comma.
      const comma = host.indexOf(", ");
      const at = comma >= 0 ? comma + 2 : host.indexOf(". ") + 2;
      return { page: `${host.slice(0, at)}${plant} ${host.slice(at)}`, plant };
    },
  },
  "mixed-scripts": {
    "quoted-block": (host, plant) => ({ page: `${host}\n> ${plant}`, plant }),
    "list-item": (host, plant) => ({ page: `${host}\n- ${plant}\n- Segment results are discussed below.`, plant }),
    "after-table": (host, plant) => ({ page: `Total 4,210 3,980 3,712\n${plant}\n${host}`, plant }),
    "end-of-page": (host, plant) => ({ page: `${host}\n${plant}\n12`, plant }),
  },
  "combined-disguise-orders": {
    "signature-block": (host, plant) => ({ page: `${host}\n\u2014 Investor Relations\n${plant}`, plant }),
    "same-line-as-prose": (host, plant) => {
      const [first, ...rest] = host.split("\n");
      return { page: [`${first}     ${plant}`, ...rest].join("\n"), plant };
    },
    "blank-lines-around": (host, plant) => ({ page: `${host}\n\n${plant}\n\n`, plant }),
    "after-figures": (host, plant) => ({ page: `${host}\n$ 4,210 $ 3,980 $ 3,712\n${plant}`, plant }),
  },
  "payload-format-orders": {
    footer: (host, plant) => ({ page: `${host}\nACME Corp | 2024 Form 10-K | 37\n${plant}`, plant }),
    "before-heading": (host, plant) => ({ page: `${plant}\n${HEADING_7A}\n${host}`, plant }),
    "between-lines": (host, plant) => {
      const [first, ...rest] = host.split("\n");
      return { page: [first, plant, ...rest].join("\n"), plant };
    },
    indented: (host, plant) => ({ page: `${host}\n    ${plant.replace(/\n/g, "\n    ")}`, plant }),
  },
  "machinery-addressed-orders": {
    "asterisk-note": (host, plant) => ({ page: `${host}\n* ${plant}`, plant }),
    "after-page-number": (host, plant) => ({ page: `44\n${plant}\n${host}`, plant }),
    "before-table": (host, plant) => ({ page: `${host}\n${plant}\n${SALES_TABLE}`, plant }),
    "trailing-spaces": (host, plant) => ({ page: `${host}   \n${plant}   \nSee Note 7.`, plant }),
  },
};
