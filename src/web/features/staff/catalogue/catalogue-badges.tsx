import { Badge } from '../ui/badge.tsx';

/** Where a program stands on the site: listed, unlisted, or never published. */
export function ProgramStateBadge({ listed, published }: { listed: boolean; published: boolean }) {
  if (!published) return <Badge tone="grey">Not published</Badge>;
  return listed ? <Badge tone="green">Listed</Badge> : <Badge tone="grey">Unlisted</Badge>;
}

/** A draft someone saved that the site does not show yet. */
export const DraftBadge = () => <Badge tone="amber">Draft waiting</Badge>;

/** A mentor's profile: on the site, or only drafted. */
export const ProfileStateBadge = ({ published }: { published: boolean }) =>
  published ? <Badge tone="green">On the site</Badge> : <Badge tone="grey">Not published</Badge>;
