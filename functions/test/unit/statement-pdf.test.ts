import fontkit from '@pdf-lib/fontkit';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { statementPdf } from '../../src/modules/settlement/statement-pdf.js';
import { sampleStatement } from '../support/settlement-statement.js';

const statement = sampleStatement;

interface EmbeddedFont {
  name: string;
  /** The TrueType font program, decoded. */
  program: Uint8Array;
  /** Glyph id → the text it stands for (the font's ToUnicode map). */
  text: Map<number, string>;
}

const decoded = (doc: PDFDocument, ref: unknown): Uint8Array => {
  const stream = doc.context.lookup(ref as Parameters<typeof doc.context.lookup>[0]);
  if (!(stream instanceof PDFRawStream)) throw new Error('not a stream');
  return decodePDFRawStream(stream).decode();
};

/** Each composite (Type0) font of a PDF with its embedded program and its ToUnicode map. */
function embeddedFonts(doc: PDFDocument): EmbeddedFont[] {
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFDict => object instanceof PDFDict)
    .filter((dict) => dict.get(PDFName.of('Subtype')) === PDFName.of('Type0'))
    .map((type0) => {
      const descendants = doc.context.lookup(type0.get(PDFName.of('DescendantFonts')), PDFArray);
      const cidFont = doc.context.lookup(descendants.get(0), PDFDict);
      const descriptor = doc.context.lookup(cidFont.get(PDFName.of('FontDescriptor')), PDFDict);
      const cmap = Buffer.from(decoded(doc, type0.get(PDFName.of('ToUnicode')))).toString('latin1');
      const text = new Map<number, string>();
      for (const [, glyph = '', unicode = ''] of cmap.matchAll(/^<([0-9A-F]{4})> <([0-9A-F]+)>$/gim)) {
        text.set(
          parseInt(glyph, 16),
          String.fromCharCode(...(unicode.match(/.{4}/g) ?? []).map((u) => parseInt(u, 16))),
        );
      }
      return {
        name: String(descriptor.get(PDFName.of('FontName'))),
        program: decoded(doc, descriptor.get(PDFName.of('FontFile2'))),
        text,
      };
    });
}

describe('the statement PDF', () => {
  it('is one A4 portrait page with both Noto Sans KR weights embedded as subsets, and small', async () => {
    const bytes = await statementPdf(statement);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    // Both weights are in the file (it shows the same anywhere), each a subset: the whole
    // fonts are about 6 MB each, the glyphs of one page of text a few tens of KB.
    const fonts = embeddedFonts(doc);
    expect(fonts.map((font) => font.name).sort()).toEqual([
      expect.stringMatching(/^\/NotoSansKR-Bold/),
      expect.stringMatching(/^\/NotoSansKR-Regular/),
    ]);
    for (const font of fonts) expect(font.program.byteLength).toBeLessThan(150_000);
    expect(bytes.byteLength).toBeLessThan(200_000);
    expect(doc.getTitle()).toBe('정산 명세서');
  });

  it('has an outline for every glyph it embeds but the spaces (broken subset offsets draw Hangul as nothing)', async () => {
    const doc = await PDFDocument.load(await statementPdf(statement));
    const fonts = embeddedFonts(doc);
    const regular = fonts.find((font) => font.name.includes('Regular'));
    // The text layer names every character drawn: '회' and the digits among them.
    expect([...(regular?.text.values() ?? [])]).toEqual(expect.arrayContaining(['회', '원', '1', '9']));
    for (const font of fonts) {
      const program = fontkit.create(font.program);
      const blank: string[] = [];
      for (let id = 1; id < program.numGlyphs; id += 1) {
        if (program.getGlyph(id).path.toSVG() === '') blank.push(font.text.get(id) ?? `#${id}`);
      }
      expect(
        blank.filter((text) => text !== ' '),
        font.name,
      ).toEqual([]);
    }
  });
});
