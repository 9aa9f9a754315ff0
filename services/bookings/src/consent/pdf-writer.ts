import { type PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import type { Typeface } from './pdf-typeface';

// A few lines of layout over pdf-lib, which draws text where it is told and nothing more: text flows down A4 pages,
// wraps at the margin (a word longer than a line, such as a browser's name, is broken where it must be) and goes on
// to a new page when the page is full.

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const LINE = 1.4;
export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.4, 0.4, 0.45);

export interface TextStyle {
  size?: number;
  /** From the left margin. */
  indent?: number;
  color?: ReturnType<typeof rgb>;
  /** Space after the paragraph. */
  after?: number;
}

export interface PdfWriter {
  /** Wrapped text; each `\n` starts a new line. */
  paragraph(text: string, style?: TextStyle): void;
  /** Room for `height` on this page, or a new one. Answers where the next line's top is. */
  ensure(height: number): { page: PDFPage; x: number; top: number };
  gap(height: number): void;
  /** The writable width between the margins. */
  readonly width: number;
  /** "page i of n" at the foot of every page, once everything is written. */
  footer(text: (page: number, pages: number) => string): void;
}

export function pdfWriter(doc: PDFDocument, typeface: Typeface): PdfWriter {
  const width = PAGE.width - 2 * MARGIN;
  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  const ensure = (height: number) => {
    if (y - height < MARGIN) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
    }
    return { page, x: MARGIN, top: y };
  };

  const draw = (target: PDFPage, text: string, x: number, baseline: number, size: number, color = INK) => {
    let left = x;
    for (const run of typeface.runs(text)) {
      target.drawText(run.text, { x: left, y: baseline, size, font: run.font, color });
      left += run.font.widthOfTextAtSize(run.text, size);
    }
  };

  /** The longest start of `word` (at least one character) that fits `room`. */
  const fitting = (word: string, room: number, size: number) => {
    const chars = [...word];
    let n = 1;
    while (n < chars.length && typeface.widthOf(chars.slice(0, n + 1).join(''), size) <= room) n++;
    return [chars.slice(0, n).join(''), chars.slice(n).join('')] as const;
  };

  const wrap = (text: string, room: number, size: number) => {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (typeface.widthOf(candidate, size) <= room) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        while (typeface.widthOf(line, size) > room) {
          const [head, rest] = fitting(line, room, size);
          lines.push(head);
          line = rest;
        }
      }
      lines.push(line);
    }
    return lines;
  };

  return {
    width,
    ensure,
    gap(height) {
      y -= height;
    },
    paragraph(text, { size = 10, indent = 0, color = INK, after = 4 } = {}) {
      const height = size * LINE;
      for (const line of wrap(text, width - indent, size)) {
        ensure(height);
        // The baseline sits a font size below the line's top; the rest of the line height is below it.
        draw(page, line, MARGIN + indent, y - size, size, color);
        y -= height;
      }
      y -= after;
    },
    footer(text) {
      const pages = doc.getPages();
      pages.forEach((target, i) => {
        draw(target, text(i + 1, pages.length), MARGIN, MARGIN / 2, 8, MUTED);
      });
    },
  };
}
