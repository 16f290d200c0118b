import { Loader, VisuallyHidden, type MantineSize } from '@mantine/core';

/**
 * A spinner with its words for assistive technology. The spinner is a bare element, on which ARIA allows no label
 * (axe refuses `aria-label` there), so it is hidden and the words are said beside it.
 */
export function LabelledLoader({ label, size }: { label: string; size?: MantineSize }) {
  return (
    <>
      <Loader aria-hidden size={size} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  );
}
