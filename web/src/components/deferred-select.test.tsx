// Until the person reaches for it, a deferred Select is drawn by hand: it must be the closed Select's very markup, so
// nobody can tell the two apart (and a screen reader hears the same field).
import { MantineProvider, Select } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DeferredSelect, type DeferredSelectProps } from './deferred-select';

/** The markup inside a provider, with the generated ids named by their order of appearance. */
const markupOf = (element: React.ReactElement): string => {
  const html = renderToStaticMarkup(<MantineProvider>{element}</MantineProvider>);
  const ids = new Map<string, string>();
  return html.replace(/(id|for|aria-describedby|aria-labelledby)="([^"]+)"/g, (_, attribute: string, value: string) => {
    const named = value
      .split(' ')
      .map((id) => ids.get(id) ?? ids.set(id, `id${ids.size}`).get(id)!)
      .join(' ');
    return `${attribute}="${named}"`;
  });
};

const TEAMS = ['Student Support', 'Admissions'];
const TOPICS = [
  { value: 'c1', label: 'Fees and payments' },
  { value: 'c2', label: 'Enrolment' },
];

describe('DeferredSelect', () => {
  it.each<[string, DeferredSelectProps]>([
    ['an empty required field', { label: 'Who would you like to talk to?', placeholder: 'Choose a team', data: TEAMS, value: null, required: true }],
    ['a chosen option', { label: 'What is it about?', placeholder: 'Choose a topic', data: TOPICS, value: 'c2', required: true }],
    ['a field in error', { label: 'What is it about?', placeholder: 'Choose a topic', data: TOPICS, value: null, error: 'Choose a category' }],
    ['a field with a description and a name', { label: 'Campus', description: 'Where you study', data: TEAMS, value: 'Admissions', name: 'campus' }],
  ])('draws %s as the closed Select does', (_, props) => {
    // Act
    const deferred = markupOf(<DeferredSelect {...props} />);
    const select = markupOf(<Select {...props} data={props.data as string[]} />);
    // Assess
    expect(deferred).toBe(select);
  });
});
