import type { ProgramCohorts } from '../../../domain/catalogue/upcoming-cohorts.ts';
import { requestJson } from '../../api/client.ts';

/** A program's upcoming cohorts with the seats left now; the program by its slug. */
export const fetchProgramCohorts = (slug: string) =>
  requestJson<ProgramCohorts>('GET', `/api/programs/${encodeURIComponent(slug)}/cohorts`);
