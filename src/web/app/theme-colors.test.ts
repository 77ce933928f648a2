import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { COLOR_SCHEME_KEY, theme } from './theme';
import { AA_CONTRAST, accessibleColors, contrast, over } from './theme-colors';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const { light, dark } = accessibleColors(merged);
const names = Object.keys(merged.colors).filter((name) => name !== 'dark' && name !== 'gray');
const { gray, dark: darkShades } = merged.colors;

function pick(vars: Record<string, string>, name: string): string {
  const value = vars[name];
  if (value === undefined) throw new Error(`${name} is not set`);
  return value;
}

describe('the theme colors (WCAG 2.1 AA, 4.5:1)', () => {
  it.each(names)('%s: text on the light surfaces and its own tint, white on filled', (name) => {
    const text = pick(light, `--mantine-color-${name}-text`);
    const tint = over(`${merged.colors[name]?.[7]}1f`, '#ffffff');
    for (const bg of ['#ffffff', gray[0], tint]) {
      expect(contrast(text, bg)).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
    expect(
      contrast('#ffffff', pick(light, `--mantine-color-${name}-filled`)),
    ).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it.each(names)('%s: text on the dark surfaces, white on filled', (name) => {
    const text = pick(dark, `--mantine-color-${name}-text`);
    for (const bg of [darkShades[6], darkShades[7], darkShades[8]]) {
      expect(contrast(text, bg)).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
    expect(
      contrast('#ffffff', pick(dark, `--mantine-color-${name}-filled`)),
    ).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('dims text no further than AA on either page', () => {
    expect(contrast(pick(light, '--mantine-color-dimmed'), gray[0])).toBeGreaterThanOrEqual(
      AA_CONTRAST,
    );
    expect(contrast(pick(dark, '--mantine-color-dimmed'), darkShades[6])).toBeGreaterThanOrEqual(
      AA_CONTRAST,
    );
    // Mantine's own dimmed gray, 3.32:1 on white, is what the theme replaces.
    expect(contrast(gray[6], '#ffffff')).toBeLessThan(AA_CONTRAST);
  });

  it('keeps the color scheme under the key the page script reads before the first paint', () => {
    const script = fs.readFileSync(path.join(__dirname, '../public/color-scheme.js'), 'utf8');
    expect(script).toContain(`getItem('${COLOR_SCHEME_KEY}')`);
  });
});
