import {
  createTheme,
  localStorageColorSchemeManager,
  type MantineColorsTuple,
} from '@mantine/core';

const brand: MantineColorsTuple = [
  '#ecf3ff',
  '#d9e3f7',
  '#b1c5ea',
  '#86a5dd',
  '#628ad2',
  '#4b79cc',
  '#3e70ca',
  '#2f5fb3',
  '#2654a1',
  '#17488f',
];

const fontFamily =
  "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  fontFamily,
  headings: { fontFamily, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { fw: 600 } },
    Alert: { defaultProps: { variant: 'light' } },
  },
});

/**
 * Where the chosen color scheme (light, dark or auto: the system's) is kept. public/color-scheme.js
 * reads the same key to set the scheme before the first paint.
 */
export const COLOR_SCHEME_KEY = 'posbelge-color-scheme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });
