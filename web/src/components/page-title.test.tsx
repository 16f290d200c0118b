// A page's line of context may be words or badges: badges (blocks) never sit inside a paragraph, which browsers
// and React refuse ("<div> cannot be a descendant of <p>").
import { Badge, Group, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageTitle } from './page-title';

const rendered = (description: ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider>
      <PageTitle title="SC-0001: Robin Visitor" description={description} />
    </MantineProvider>,
  );

describe('PageTitle', () => {
  it('puts badges under the title in a block, not in a paragraph', () => {
    // Act
    const html = rendered(
      <Group>
        <Badge>Prospect</Badge>
        <Badge>Not paid</Badge>
      </Group>,
    );
    // Assess
    expect(html).toContain('Prospect');
    expect(html).not.toMatch(/<p[^>]*>(?:(?!<\/p>).)*<div/s);
  });

  it('keeps words under the title a paragraph', () => {
    // Act, Assess
    expect(rendered('Ask the college a question.')).toMatch(/<p[^>]*>Ask the college a question\.<\/p>/);
  });
});
