import axe from 'axe-core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** WCAG 2.1 A and AA, the level issue 30 asks for. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The critical and serious axe-core violations of the page as it stands (or of the elements
 * `within` selects), one line each: `rule-id: selector <element …>, …`. axe's source goes in
 * through the DevTools protocol (not a script element, which the page's content security policy
 * would refuse) once per document.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    ([tags, selector]) =>
      window.axe!.run(selector ?? document, {
        runOnly: { type: 'tag', values: tags },
        // Passes and incomplete checks are not reported in full: about half the time per page.
        resultTypes: ['violations'],
      }),
    [WCAG_21_AA, within] as const,
  );
  return results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${tag(n.html)}`).join(', ')}`,
    );
}

/** The element's opening tag, shortened: Mantine's generated ids alone do not say which it is. */
function tag(html: string): string {
  const open = html.slice(0, html.indexOf('>') + 1);
  return open.length > 120 ? `${open.slice(0, 119)}…` : open;
}
