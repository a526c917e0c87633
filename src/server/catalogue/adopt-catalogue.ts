import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Catalogue } from '../../domain/catalogue/live-catalogue.ts';
import { adoptCatalogue, catalogueEntries } from '../../domain/catalogue/programs.ts';
import { adoptCompletionRules } from '../certificates/completion-rules.ts';
import { adoptProgramMentors } from '../certificates/program-mentor.ts';
import { adoptSyllabi } from '../repositories/delivery/program-syllabus.ts';
import { adoptProjects } from '../repositories/projects/program-projects.ts';
import { currentCatalogue } from './catalogue-cache.ts';

/**
 * Before each request, the programs every module looks up (findProgram, PROGRAMS), their syllabi
 * (the learning space's modules), projects, certificate rules and the mentor a self-paced
 * certificate names are the published ones, at most about a second old: an order, an enquiry or
 * a review of a program published a moment ago is taken, and one of a program unlisted is
 * refused. While the database cannot answer, the catalogue read last stays.
 */
export const catalogueAdoption = fp(
  async (app: FastifyInstance) => {
    let adopted: Catalogue | undefined;
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/assets/')) return;
      const catalogue = await currentCatalogue(app).catch(() => adopted);
      if (catalogue && catalogue !== adopted) {
        adoptCatalogue(catalogueEntries(catalogue));
        adoptSyllabi(catalogue.programs);
        adoptProjects(catalogue.programs);
        adoptCompletionRules(catalogue.programs);
        adoptProgramMentors(catalogue);
        adopted = catalogue;
      }
    });
  },
  { name: 'catalogue-adoption', dependencies: ['catalogue-cache'] },
);
