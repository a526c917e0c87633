import { UserRound } from 'lucide-react';
import type { Profile } from '../../domain/accounts.ts';
import { cn } from '../lib/cn.ts';

/** The user's photo, or a person icon when there is none. */
export function Avatar({ profile, size }: { profile: Profile; size: 'sm' | 'lg' }) {
  const box = size === 'sm' ? 'size-9' : 'size-24';
  if (profile.photo_url) {
    return (
      <img
        src={profile.photo_url}
        alt=""
        width={size === 'sm' ? 36 : 96}
        height={size === 'sm' ? 36 : 96}
        className={cn(box, 'rounded-full border border-line object-cover')}
      />
    );
  }
  return (
    <span
      className={cn(
        box,
        'inline-flex items-center justify-center rounded-full bg-brand-100 text-brand-800',
      )}
    >
      <UserRound aria-hidden className={size === 'sm' ? 'size-5' : 'size-12'} />
    </span>
  );
}
