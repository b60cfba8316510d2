/**
 * The recogniser both runtimes share, over a fake worker speaking tesseract.js's TSV: it
 * starts on the first picture, tries a failed start again, and never hands a picture to a
 * worker it was ended while starting.
 */
import { describe, expect, it, vi } from "vitest";
import { tesseractRecognizer, type TesseractWorkerLike } from "./tesseract-recognizer";

const image = { width: 100, height: 50, data: new Uint8Array(5000).fill(255) };
const TSV = [
  "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext",
  "5\t1\t1\t1\t1\t1\t10\t10\t30\t12\t96\tTotal",
  "5\t1\t1\t1\t1\t2\t45\t10\t30\t12\t91\tassets",
].join("\n");

function fakeWorker(): TesseractWorkerLike & { pictures: number } {
  const worker = {
    pictures: 0,
    recognize: async () => {
      worker.pictures++;
      return { data: { tsv: TSV } };
    },
    terminate: vi.fn(async () => undefined),
  };
  return worker;
}

describe("tesseractRecognizer", () => {
  it("reads a picture's words from TSV and tries a failed start again", async () => {
    const worker = fakeWorker();
    const start = vi.fn().mockRejectedValueOnce(new Error("model not found")).mockResolvedValue(worker);
    const recognizer = tesseractRecognizer(start);
    await expect(recognizer.recognize(image)).rejects.toThrow("model not found");
    const read = await recognizer.recognize(image);
    expect(start).toHaveBeenCalledTimes(2);
    expect(read.lines.map((l) => l.words.map((w) => w.text))).toEqual([["Total", "assets"]]);
    expect(read.lines[0].words[0]).toMatchObject({ x0: 10, y0: 10, x1: 40, y1: 22, confidence: 0.96 });
  });

  it("ended while its worker starts, hands it no picture and ends it", async () => {
    const worker = fakeWorker();
    let started!: (w: TesseractWorkerLike) => void;
    const recognizer = tesseractRecognizer(() => new Promise((resolve) => (started = resolve)));
    const reading = recognizer.recognize(image);
    const ending = recognizer.end();
    started(worker);
    await expect(reading).rejects.toThrow("OCR was stopped.");
    await ending;
    expect(worker.pictures).toBe(0);
    expect(worker.terminate).toHaveBeenCalledTimes(1);
  });
});
