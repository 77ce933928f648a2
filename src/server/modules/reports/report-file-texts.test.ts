import { describe, expect, it } from 'vitest';
import { enReportFiles } from '../../../shared/i18n/en/report-files';
import { flattenTranslations } from '../../../shared/i18n/flatten';
import { trReportFiles } from '../../../shared/i18n/tr/report-files';
import { REPORT_SOURCES } from './report-sources';

const tr = flattenTranslations(trReportFiles);
const en = flattenTranslations(enReportFiles);
const placeholders = (text = '') =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('report file texts (kept out of the web app’s maps)', () => {
  it('have the same keys and placeholders in tr and en, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(tr).sort());
    for (const [key, text] of Object.entries(tr)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(en[key]), key).toEqual(placeholders(text));
    }
  });

  it('title every column of every report', () => {
    for (const source of Object.values(REPORT_SOURCES)) {
      for (const column of source.columns) {
        expect(trReportFiles.reportFiles.columns[column.title]).toBeTruthy();
      }
    }
  });
});
