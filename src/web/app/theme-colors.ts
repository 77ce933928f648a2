import {
  alpha,
  darken,
  lighten,
  luminance,
  toRgba,
  type CSSVariablesResolver,
  type MantineTheme,
} from '@mantine/core';

/** WCAG 2.1 AA (1.4.3): normal-sized text against its background. */
export const AA_CONTRAST = 4.5;

export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** A translucent color as it shows over an opaque one. */
export function over(color: string, base: string): string {
  const top = toRgba(color);
  const bottom = toRgba(base);
  const mix = (t: number, b: number) => Math.round(t * top.a + b * (1 - top.a));
  return `rgb(${mix(top.r, bottom.r)}, ${mix(top.g, bottom.g)}, ${mix(top.b, bottom.b)})`;
}

/** `color`, darkened (or lightened) in small steps until it reads on every background. */
export function readable(color: string, backgrounds: readonly string[], way: 'darker' | 'lighter') {
  let result = color;
  for (let step = 0; step < 40; step += 1) {
    if (backgrounds.every((bg) => contrast(result, bg) >= AA_CONTRAST)) return result;
    result = way === 'darker' ? darken(result, 0.04) : lighten(result, 0.04);
  }
  return result;
}

const WHITE = '#ffffff';

/**
 * Mantine's default palettes put text (badges, `c="red"`, subtle buttons, `dimmed`) at 2–4:1
 * on white; each color's text and filled variables are moved until they reach AA on the
 * surfaces the app draws them on: the page (gray 0 / dark 7), cards and tables (white / dark 6)
 * and the color's own light background.
 */
export const accessibleColors: CSSVariablesResolver = (theme: MantineTheme) => {
  const { gray, dark } = theme.colors;
  const lightSurfaces = [WHITE, gray[0], gray[1]];
  const darkSurfaces = [dark[5], dark[6], dark[7], dark[8]];
  // The app's own: the page behind cards, and the word mark's ink.
  const light: Record<string, string> = {
    '--mantine-color-dimmed': readable(gray[6], lightSurfaces, 'darker'),
    '--app-page-background': gray[0],
    '--app-brand-ink': theme.colors.brand?.[9] ?? theme.black,
  };
  const darkVars: Record<string, string> = {
    '--mantine-color-dimmed': readable(dark[2], darkSurfaces, 'lighter'),
    '--app-page-background': dark[8],
    '--app-brand-ink': theme.white,
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (name === 'dark' || name === 'gray') continue;
    const tint = alpha(shades[7], 0.12);
    const lightText = readable(
      shades[7],
      [...lightSurfaces, ...lightSurfaces.map((s) => over(tint, s))],
      'darker',
    );
    const lightFilled = readable(shades[7], [WHITE], 'darker');
    Object.assign(light, {
      [`--mantine-color-${name}-text`]: lightText,
      [`--mantine-color-${name}-light-color`]: lightText,
      [`--mantine-color-${name}-outline`]: lightText,
      [`--mantine-color-${name}-filled`]: lightFilled,
      [`--mantine-color-${name}-filled-hover`]: darken(lightFilled, 0.1),
    });
    const darkTint = alpha(shades[3], 0.2);
    const darkText = readable(
      shades[3],
      [...darkSurfaces, ...darkSurfaces.map((s) => over(darkTint, s))],
      'lighter',
    );
    const darkFilled = readable(shades[6], [WHITE], 'darker');
    Object.assign(darkVars, {
      [`--mantine-color-${name}-text`]: darkText,
      [`--mantine-color-${name}-light-color`]: darkText,
      [`--mantine-color-${name}-outline`]: darkText,
      [`--mantine-color-${name}-filled`]: darkFilled,
      [`--mantine-color-${name}-filled-hover`]: darken(darkFilled, 0.1),
    });
  }
  for (const vars of [light, darkVars]) {
    vars['--mantine-color-error'] = vars['--mantine-color-red-text'] ?? '';
    vars['--mantine-color-anchor'] = vars[`--mantine-color-${theme.primaryColor}-text`] ?? '';
    // A file input shows its placeholder as its only text.
    vars['--mantine-color-placeholder'] = vars['--mantine-color-dimmed'] ?? '';
  }
  return { variables: {}, light, dark: darkVars };
};
