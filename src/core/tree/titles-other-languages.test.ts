/**
 * Titles as other languages set them: a Danish or German title may open on a low quotation mark
 * ("4. „Printing“-feltet til oplagsnumre"), and a Czech contents row's title may have fewer than three
 * Latin letters ("2.1 Účel . . . 4"). A glyph table's row, one letter to a cell, stays no title. A long
 * sentence-case title in French or Portuguese spends words on articles and prepositions English does not
 * ("2.2 Les commandes et environnements à la disposition de l’utilisateur"): it is read as a section, in a
 * document it heads, while an English numbered step as long is still a step.
 */
import { describe, expect, it } from "vitest";
import { makeDoc, prose, type LineSpec } from "../../testing/page-builder";
import { splitPageRef } from "./contents-rows";
import { buildIndexSync, flattenTree } from "./index";
import { readTitle } from "./title-shape";

describe("titles in other languages", () => {
  it("read a title that opens on a quotation mark of its language", () => {
    expect(readTitle("„Printing“-feltet til oplagsnumre")).toMatchObject({ sentenceCase: true });
    expect(readTitle("„Specialeafhandling“ og „Ph.d.-afhandling“")).not.toBeNull();
    expect(readTitle("«Mise en page» du document")).not.toBeNull();
  });

  it("read a contents row whose title's letters are not Latin", () => {
    expect(splitPageRef("2.1 Účel . . . . . . . . . . . . 4")).toEqual({ title: "2.1 Účel", printed: "4" });
    expect(splitPageRef("1.2 Введение . . . . . . . . 3")).toEqual({ title: "1.2 Введение", printed: "3" });
  });

  it("leave a glyph table's row, one letter to a cell, unread", () => {
    expect(splitPageRef("´00x ` 0 ´ 1 ˆ 2 ˜ 3 ¨ 4 ˝ 5 ˚ 6 ˇ 7")).toBeNull();
    expect(splitPageRef("´03x 24 ı 25 ȷ 26 ﬀ 27 ﬁ 28 ﬂ 29 ﬃ 30 ﬄ 31")).toBeNull();
  });

  it("read a long sentence-case title of a language that spends words on articles", () => {
    expect(readTitle("Les commandes et environnements à la disposition de l’utilisateur")).not.toBeNull();
    expect(readTitle("Notes de pied de page dans les environnements de piton")).not.toBeNull();
    expect(readTitle("Quebrando o código em várias linhas de uma fórmula")).not.toBeNull();
    expect(readTitle("Run the installer from the folder you saved it to on the disk")).toBeNull();
  });

  it("keep such titles as sections of the document they head", () => {
    const h = (text: string, size = 12): LineSpec => ({ text, size, bold: true });
    const doc = makeDoc([
      [h("1 Présentation", 14), ...prose(12), h("1.1 Chargement de l’extension"), ...prose(12)],
      [h("1.2 Les commandes et environnements à la disposition de l’utilisateur"), ...prose(25)],
      [h("2 Personnalisation", 14), ...prose(10), h("2.1 Les styles"), ...prose(12)],
      [h("2.2 Notes de pied de page dans les environnements de piton"), ...prose(25)],
    ]);
    const nodes = flattenTree(buildIndexSync(doc).nodes).map((n) => `${n.title}@${n.page_start}`);
    expect(nodes).toEqual(
      expect.arrayContaining([
        "1.2 Les commandes et environnements à la disposition de l’utilisateur@2",
        "2.2 Notes de pied de page dans les environnements de piton@4",
      ]),
    );
  });
});
