import { useOutletContext } from 'react-router';
import type { Profile } from '../../../../domain/accounts.ts';

/** The signed-in member, as the console's layout passed it to the screen. */
export const useStaffProfile = () => useOutletContext<Profile>();
