// Badge colours that read at WCAG AA at badge size, for the states several screens show (Mantine's default shades
// fall short: white on its darkest orange is 3.9:1). Something due soon, or waiting on the reader, is black on yellow.
export const DUE_SOON_LOOK = { color: 'yellow.4', variant: 'filled', c: 'black' } as const;
