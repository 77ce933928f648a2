'use strict';
// Text cells of the .xlsx files we write (the export's and the reports'), in their writer threads.

/** A text a spreadsheet could run as a formula (`= + - @`, or a tab or carriage return before one)
 * gets a leading apostrophe, the usual CSV-injection guard, so it always stays text. */
function neutraliseFormula(text) {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

// Excel's most characters in one cell: a longer text makes it call the whole file damaged.
const CELL_TEXT_MAX = 32767;

/** A text as the sheet can hold it: formula-safe, and cut (marked …) at a cell's limit. Outside
 * texts such as a buyer's rejection message have no length limit of their own. */
function fitCell(text) {
  const safe = neutraliseFormula(text);
  if (safe.length <= CELL_TEXT_MAX) return safe;
  const cut = safe.slice(0, CELL_TEXT_MAX - 1);
  // Never end on half of a character outside the BMP.
  return `${/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut}…`;
}

module.exports = { fitCell };
