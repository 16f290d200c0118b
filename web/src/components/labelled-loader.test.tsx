// The spinner's words reach assistive technology beside it, never as a label on the bare spinner (axe refuses that).
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LabelledLoader } from './labelled-loader';

describe('LabelledLoader', () => {
  it('hides the spinner from assistive technology and says its words beside it', () => {
    // Act
    const html = renderToStaticMarkup(
      <MantineProvider>
        <LabelledLoader label="Loading the role" />
      </MantineProvider>,
    );
    // Assess
    expect(html).toMatch(
      /<span[^>]*class="[^"]*mantine-Loader-root[^"]*"[^>]*aria-hidden="true"|<span[^>]*aria-hidden="true"[^>]*class="[^"]*mantine-Loader-root/,
    );
    expect(html).toContain('Loading the role');
    expect(html).not.toContain('aria-label');
  });
});
