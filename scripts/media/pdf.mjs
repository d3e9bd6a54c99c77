// Writes a small, valid PDF (1.4) of text pages with the standard Helvetica fonts: a title, then
// headings and paragraphs, wrapped to the A4 text width. No dependency; German umlauts and ß via
// WinAnsiEncoding. Used for the documents the site offers (guides, articles, downloads).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const pageWidth = 595;
const pageHeight = 842;
const margin = 64;

// Helvetica glyph widths (per 1000 em) for the characters our texts use; others count as 556.
const narrow = { ' ': 278, '.': 278, ',': 278, ':': 278, ';': 278, i: 222, l: 222, j: 222, f: 278, t: 278, I: 278, r: 333, '(': 333, ')': 333, '-': 333, '/': 278, "'": 191, '!': 278 };
const wide = { m: 833, w: 722, M: 833, W: 944, '%': 889, '@': 1015, O: 778, Q: 778, G: 778, D: 722, H: 722, N: 722, U: 722, C: 722, R: 722, A: 667, B: 667, E: 667, K: 667, P: 667, S: 667, V: 667, X: 667, Y: 667, Ä: 667, Ö: 778, Ü: 722, ß: 611, '–': 556, '€': 556 };
const widthOf = (text, size) => [...text].reduce((sum, char) => sum + (narrow[char] ?? wide[char] ?? 556), 0) * (size / 1000);

function wrap(text, size, maxWidth) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(candidate, size) > maxWidth && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

const winAnsi = { 'ä': 0xe4, 'ö': 0xf6, 'ü': 0xfc, 'Ä': 0xc4, 'Ö': 0xd6, 'Ü': 0xdc, 'ß': 0xdf, 'é': 0xe9, '–': 0x96, '—': 0x97, '„': 0x84, '“': 0x93, '”': 0x94, '‘': 0x91, '’': 0x92, '€': 0x80, '§': 0xa7, '©': 0xa9, '°': 0xb0, '·': 0xb7, '\u00a0': 0xa0 };
function pdfString(text) {
  let out = '';
  for (const char of text) {
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (winAnsi[char] !== undefined) out += `\\${winAnsi[char].toString(8).padStart(3, '0')}`;
    else if (char.charCodeAt(0) < 128) out += char;
    else out += '?';
  }
  return `(${out})`;
}

/**
 * @param {string} path output file
 * @param {{ title: string, subtitle?: string, blocks: Array<{ heading?: string, paragraphs: string[] }>, author: string, lang: string }} document
 */
export function writePdf(path, document) {
  const pages = [];
  let lines = [];
  let y = pageHeight - margin;
  const newPage = () => {
    pages.push(lines);
    lines = [];
    y = pageHeight - margin;
  };
  const put = (text, font, size, gapAfter) => {
    for (const line of wrap(text, size, pageWidth - 2 * margin)) {
      if (y - size < margin) newPage();
      y -= size * 1.35;
      lines.push(`BT /${font} ${size} Tf ${margin} ${y.toFixed(1)} Td ${pdfString(line)} Tj ET`);
    }
    y -= gapAfter;
  };

  put(document.title, 'F2', 20, 6);
  if (document.subtitle) put(document.subtitle, 'F1', 12, 14);
  for (const block of document.blocks) {
    if (block.heading) put(block.heading, 'F2', 13, 4);
    for (const paragraph of block.paragraphs) put(paragraph, 'F1', 10.5, 8);
    y -= 6;
  }
  pages.push(lines);

  const objects = [];
  const add = (body) => objects.push(body) && objects.length;
  const catalog = add('');
  const pagesObject = add('');
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const pageIds = pages.map((pageLines) => {
    const stream = pageLines.join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    return add(`<< /Type /Page /Parent ${pagesObject} 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`);
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObject} 0 R /Lang ${pdfString(document.lang)} >>`;
  objects[pagesObject - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const info = add(`<< /Title ${pdfString(document.title)} /Author ${pdfString(document.author)} /Producer (Lumoplast site scripts) >>`);

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, Buffer.from(body, 'latin1'));
}
