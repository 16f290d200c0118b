// The header's word on the draft: "Saved just now", "Saved 2 minutes ago", "Saving…", "Not saved: <why>".
// A polite live region, so a screen reader hears a failed save without losing its place.
import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { SaveStatus } from './wizard-state';

const MINUTE = 60_000;
const timeFormat = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short' });

/** "just now", "1 minute ago", "14 minutes ago", "at 2:05 pm", "on 3 Feb". */
export const savedWhen = (at: number, now: number): string => {
  const minutes = Math.floor((now - at) / MINUTE);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  const date = new Date(at);
  return new Date(now).toDateString() === date.toDateString() ? `at ${timeFormat.format(date)}` : `on ${dayFormat.format(date)}`;
};

/** The status in words; `held` answers are ones a draft left out until they are fixed. */
export const statusText = (status: SaveStatus, now: number): string => {
  switch (status.kind) {
    case 'idle':
      return 'Not saved yet';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return `Saved ${savedWhen(status.at, now)}${status.held?.length ? ` (except ${status.held.length === 1 ? 'one answer' : `${status.held.length} answers`} to correct)` : ''}`;
    case 'failed':
      return `Not saved: ${status.reason}`;
  }
};

export function SaveStatusText({ status }: { status: SaveStatus }) {
  const [now, setNow] = useState(() => Date.now());
  // "Just now" becomes "1 minute ago" without a save.
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [status]);
  return (
    <Text
      size="sm"
      role="status"
      aria-live="polite"
      c={status.kind === 'failed' ? 'red.8' : 'dimmed'}
      fw={status.kind === 'failed' ? 600 : undefined}
    >
      {statusText(status, now)}
    </Text>
  );
}
