import { useMediaQuery } from '@mantine/hooks';

// Mantine's `sm` breakpoint: below it a list's table of five or six columns no longer fits, and cards take over.
const PHONE_QUERY = '(max-width: 48em)';

/** True on a phone-sized screen, known on the first render (no table flashing before the cards). */
export const useIsPhone = (): boolean => useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
