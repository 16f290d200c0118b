import { describe, expect, it } from 'vitest';
import { SCREENS } from '@shared/screens';
import { DESCRIPTIONS } from './shortcut-grid';

describe('the dashboard’s shortcuts', () => {
  it('say in a line what each place of the menu is for (the forms share one, the dashboard is where they are)', () => {
    const places = SCREENS.filter((s) => s.menu && s.menu.group !== 'Student forms' && s.path !== '/dashboard').map((s) => s.path);
    expect(places.filter((path) => !DESCRIPTIONS[path])).toEqual([]);
  });
});
