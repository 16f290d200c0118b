import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** Harbour blue, with a calm type scale that reads well on forms. */
export const theme = createTheme({
  primaryColor: 'harbour',
  colors: {
    harbour: ['#e8f1fa', '#cfe0f1', '#9cc0e5', '#66a0d9', '#3b85cf', '#2274c9', '#1c5d99', '#14508a', '#0b447a', '#00386b'],
  },
  primaryShade: { light: 6, dark: 4 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  // Menus, modals and toasts appear at once for people whose system asks for less motion (WCAG 2.3.3).
  respectReducedMotion: true,
});

/** Mantine's default dimmed grey is below WCAG AA contrast on white and on gray-0; one shade darker passes. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  // Mantine's default error red (red-6/7) is below AA on white at the small size of field errors.
  light: { '--mantine-color-dimmed': t.colors.gray[7]!, '--mantine-color-error': t.colors.red[8]! },
  dark: {},
});
