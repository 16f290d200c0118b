import { Avatar, type AvatarProps } from '@mantine/core';

export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'alt' | 'children' | 'color'> {
  name: string;
  src?: string | null;
  /** Empty by default: beside the person's name the picture adds nothing a screen reader needs. */
  alt?: string;
}

/** A person's picture, or their initials when they have none or it does not load. */
export function UserAvatar({ name, src, alt = '', radius = 'xl', ...props }: UserAvatarProps) {
  return (
    <Avatar src={src} alt={src ? alt : undefined} color="harbour" radius={radius} {...props}>
      {initialsOf(name)}
    </Avatar>
  );
}
