'use strict';
// The PDF of a report (report-file-worker.cjs): A4 landscape, the title lines, then a table whose
// column titles repeat on every page, "Page N" at each page's foot. pdfkit writes each page out
// when the next one starts, and the font (DejaVu Sans, which has every Turkish letter) is
// embedded as the subset used.
const { once } = require('node:events');
const { setImmediate } = require('node:timers');

const MARGIN = 36;
const ROW_HEIGHT = 14;
const FONT_SIZE = 8;
const NUMERIC = new Set(['number', 'integer', 'decimal', 'money']);
const MAX_BUFFERED = 1024 * 1024;

function writePdf({ paths, fonts, sink, cells, title, headerLines, noRows, pageText }) {
  const PDFDocument = require(paths.pdfkit);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: title, Creator: 'posbelge' },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.pipe(sink);
  const width = doc.page.width - 2 * MARGIN;
  const share = cells.shown.reduce((sum, c) => sum + c.width, 0);
  const columns = [];
  let x = MARGIN;
  for (const c of cells.shown) {
    const w = (c.width / share) * width;
    columns.push({ x, w, align: NUMERIC.has(c.kind) ? 'right' : 'left' });
    x += w;
  }
  const bottom = () => doc.page.height - MARGIN - ROW_HEIGHT;
  let page = 1;
  let y = MARGIN;

  function line(texts, font) {
    doc.font(font).fontSize(FONT_SIZE);
    texts.forEach((text, i) => {
      const c = columns[i];
      doc.text(text, c.x + 2, y + 3, {
        width: c.w - 4,
        height: ROW_HEIGHT,
        align: c.align,
        lineBreak: false,
        ellipsis: true,
      });
    });
    y += ROW_HEIGHT;
  }

  function tableHeader() {
    line(
      cells.shown.map((c) => c.title),
      'bold',
    );
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .stroke();
  }

  function footer() {
    // Below the bottom margin pdfkit would start a new page for the text: lift the margin.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(FONT_SIZE)
      .text(pageText.replace('{{page}}', String(page)), MARGIN, doc.page.height - MARGIN + 8, {
        width,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }

  doc.font('bold').fontSize(14).text(title, MARGIN, y, { width, lineBreak: false, ellipsis: true });
  y += 22;
  for (const text of headerLines) {
    doc.font('regular').fontSize(9).text(text, MARGIN, y, { width, lineBreak: false });
    y += 13;
  }
  y += 8;
  tableHeader();

  /**
   * pdfkit keeps the glyph layout of every word it has set, for good: with invoice numbers and
   * amounts all different, that grew the heap by ~1.4 KB a row (a 96 MB writer died at ~60,000
   * rows). Switching the cache off cost ten times the CPU; emptied once a page, the page's own
   * repeats still hit it and the heap stays flat. `_fontFamilies` is pdfkit 0.20's own field: if
   * a new version moves it this does nothing and the reports bench shows the growth again.
   */
  function forgetLayouts() {
    for (const font of Object.values(doc._fontFamilies ?? {})) {
      if (font.layoutCache) font.layoutCache = Object.create(null);
    }
  }

  /** Until the download has taken what was written, the next batch waits. */
  async function caughtUp() {
    while (doc.readableLength + sink.writableLength > MAX_BUFFERED) {
      if (sink.writableNeedDrain) await once(sink, 'drain');
      else await new Promise((resolve) => setImmediate(resolve));
    }
  }

  return {
    async write(rows) {
      for (const row of rows) {
        if (y > bottom()) {
          footer();
          forgetLayouts();
          doc.addPage();
          page += 1;
          y = MARGIN;
          tableHeader();
        }
        line(cells.textsOf(row), 'regular');
      }
      await caughtUp();
    },
    async end(rowCount) {
      if (rowCount === 0) {
        doc
          .font('regular')
          .fontSize(9)
          .text(noRows, MARGIN, y + 6, { width, lineBreak: false });
      }
      footer();
      doc.end();
    },
  };
}

module.exports = { writePdf };
