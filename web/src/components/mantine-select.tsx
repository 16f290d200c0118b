// Mantine's Select, in a chunk of its own: deferred-select.tsx loads it when the person reaches for the field.
export { Select as MantineSelect } from '@mantine/core';
