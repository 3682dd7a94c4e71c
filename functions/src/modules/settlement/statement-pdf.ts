import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { SettlementStatement } from '@settle/contract/settlement-statement';
import { longLocaFontkit } from './long-loca-fontkit.js';
import { statementFont } from './statement-fonts.js';
import { statementLines, type StatementLine } from './statement-lines.js';

/** A4 portrait in PDF points (1/72 in) and the print styles' 15 mm margin. */
const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = (15 / 25.4) * 72;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const INK = rgb(0, 0, 0);
const MUTED = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.8, 0.8, 0.8);

/**
 * The statement as a one-page A4 PDF, with the two Noto Sans KR weights embedded as subsets
 * (only the glyphs drawn, so a few tens of KB instead of 6 MB per font).
 */
export async function statementPdf(statement: SettlementStatement): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(longLocaFontkit);
  doc.setTitle('정산 명세서', { showInWindowTitleBar: true });
  doc.setLanguage('ko-KR');
  doc.setCreator('정산 서비스');
  doc.setProducer('정산 서비스');
  const [regularBytes, boldBytes] = await Promise.all([statementFont('regular'), statementFont('bold')]);
  const regular = await doc.embedFont(regularBytes, { subset: true });
  const bold = await doc.embedFont(boldBytes, { subset: true });
  const page = doc.addPage([A4.width, A4.height]);
  draw(page, statementLines(statement), { regular, bold });
  return doc.save();
}

function draw(page: PDFPage, lines: StatementLine[], fonts: { regular: PDFFont; bold: PDFFont }): void {
  let y = A4.height - MARGIN;
  const right = (text: string, font: PDFFont, size: number, at: number) =>
    page.drawText(text, {
      x: MARGIN + CONTENT_WIDTH - font.widthOfTextAtSize(text, size),
      y: at,
      size,
      font,
      color: INK,
    });
  let tableStarted = false;
  for (const line of lines) {
    switch (line.kind) {
      case 'title':
        y -= 24;
        page.drawText(line.text, { x: MARGIN, y, size: 22, font: fonts.bold, color: INK });
        y -= 18;
        break;
      case 'meta':
        y -= 16;
        page.drawText(line.label, { x: MARGIN, y, size: 10, font: fonts.regular, color: MUTED });
        page.drawText(line.value, { x: MARGIN + 48, y, size: 10.5, font: fonts.regular, color: INK });
        break;
      case 'row': {
        if (!tableStarted) {
          tableStarted = true;
          y -= 20;
          rule(page, y, 1.2, INK);
        }
        const size = line.strong ? 13 : 11;
        const font = line.strong ? fonts.bold : fonts.regular;
        y -= line.strong ? 28 : 24;
        page.drawText(line.label, {
          x: MARGIN,
          y,
          size: 11,
          font: line.strong ? fonts.bold : fonts.regular,
          color: line.strong ? INK : MUTED,
        });
        right(line.value, font, size, y);
        y -= 10;
        rule(page, y, line.strong ? 1.2 : 0.5, line.strong ? INK : RULE);
        break;
      }
      case 'note':
        y -= 20;
        page.drawText(line.text, {
          x: MARGIN,
          y,
          size: 9.5,
          font: fonts.regular,
          color: MUTED,
          maxWidth: CONTENT_WIDTH,
        });
        break;
    }
  }
}

function rule(page: PDFPage, y: number, thickness: number, color: ReturnType<typeof rgb>): void {
  page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + CONTENT_WIDTH, y }, thickness, color });
}
