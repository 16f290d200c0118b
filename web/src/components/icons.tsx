// Line icons drawn inline (24×24, stroke) so the menu needs no icon package.
import type { MenuIcon } from '@shared/screens';

const PATHS: Record<MenuIcon | 'logout' | 'chevron' | 'bell' | 'timeline' | 'search', string[]> = {
  dashboard: ['M4 4h6v8H4z', 'M14 4h6v4h-6z', 'M14 12h6v8h-6z', 'M4 16h6v4H4z'],
  profile: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M5 20a7 7 0 0 1 14 0'],
  users: ['M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z', 'M3 20a6 6 0 0 1 12 0', 'M16 4.5a3.5 3.5 0 0 1 0 6.5', 'M18 14a6 6 0 0 1 3 6'],
  courses: ['M3 9l9-5 9 5-9 5z', 'M7 11.5V16c0 1.5 2.5 3 5 3s5-1.5 5-3v-4.5', 'M21 9v6'],
  'short-courses': ['M12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10z', 'M12 10v2.5l1.5 1', 'M5 4l2 2', 'M19 4l-2 2', 'M9 3h6'],
  orders: ['M6 3h12v18l-3-2-3 2-3-2-3 2z', 'M9 8h6', 'M9 12h6', 'M9 16h3'],
  tickets: ['M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-2a2 2 0 0 0 0-4z', 'M14 5v12'],
  chat: ['M4 5h16v11H9l-5 4z', 'M8 9h8', 'M8 12h5'],
  forms: ['M7 3h7l5 5v13H7z', 'M14 3v5h5', 'M10 13h6', 'M10 17h6'],
  roles: ['M12 3l8 3v6c0 4.5-3.5 8-8 9-4.5-1-8-4.5-8-9V6z', 'M9 12l2 2 4-4'],
  permissions: ['M5 11h14v10H5z', 'M8 11V7a4 4 0 0 1 8 0v4', 'M12 15v2'],
  logout: ['M14 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1v-3', 'M9 12h12', 'M18 9l3 3-3 3'],
  chevron: ['M6 9l6 6 6-6'],
  bell: ['M6 16V11a6 6 0 0 1 12 0v5l2 2H4z', 'M10 20a2 2 0 0 0 4 0'],
  timeline: ['M6 3v18', 'M6 6h12', 'M6 12h9', 'M6 18h12'],
  search: ['M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14z', 'M16 16l5 5'],
};

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
