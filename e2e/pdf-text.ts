import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, as far as a test needs it: pdfkit writes each run of text as hex glyph
 * ids (`[<0012 0034> 0 <0056>] TJ`) in a deflated content stream, and the embedded font's
 * ToUnicode map says which character each glyph id stands for. Answers every run decoded,
 * joined in page order (runs of one line are not re-joined by position).
 */
export function pdfText(pdf: Buffer): string {
  const streams: string[] = [];
  for (let at = pdf.indexOf('stream\n'); at >= 0; at = pdf.indexOf('stream\n', at + 1)) {
    const end = pdf.indexOf('\nendstream', at);
    try {
      streams.push(inflateSync(pdf.subarray(at + 7, end)).toString('latin1'));
    } catch {
      // An image or a font program: no text.
    }
  }
  const glyphs = new Map<string, string>();
  // UTF-16 code units, several for a ligature or a character beyond the BMP.
  const unicode = (hex: string) =>
    hex
      .split(/\s+/)
      .map((unit) => String.fromCharCode(Number.parseInt(unit, 16)))
      .join('');
  for (const map of streams.filter((s) => s.includes('begincmap'))) {
    for (const [, ranges] of map.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
      for (const [, from, , list] of ranges!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
        const start = Number.parseInt(from!, 16);
        for (const [i, [, hex]] of [...list!.matchAll(/<([0-9a-f ]+)>/gi)].entries())
          glyphs.set((start + i).toString(16).padStart(from!.length, '0'), unicode(hex!));
      }
    for (const [, chars] of map.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
      for (const [, id, hex] of chars!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi))
        glyphs.set(id!.toLowerCase(), unicode(hex!));
  }
  const runs: string[] = [];
  for (const content of streams.filter((s) => s.includes('TJ')))
    for (const [, array] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...array!.matchAll(/<([0-9a-f]+)>/gi)].map((m) => m[1]!.toLowerCase()).join('');
      let text = '';
      for (let i = 0; i < hex.length; i += 4) text += glyphs.get(hex.slice(i, i + 4)) ?? '';
      runs.push(text);
    }
  return runs.join('\n');
}
