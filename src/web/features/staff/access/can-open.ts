import { can } from '../../../../domain/roles.ts';
import { permissionFor } from '../layout/staff-sections.ts';
import { useStaffProfile } from './staff-profile.ts';

/**
 * Whether the signed-in member's role may open a console address: a link to a page the server
 * would refuse them is drawn as plain words instead. Outside the console's layout (a screen
 * drawn alone, in a test) every address counts as open; the server decides either way.
 */
export function useCanOpen(): (path: string) => boolean {
  const profile = useStaffProfile() as ReturnType<typeof useStaffProfile> | undefined;
  return (path) => !profile || can(profile.role, permissionFor(path.split('?')[0]!));
}
