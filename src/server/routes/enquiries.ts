import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import {
  contactEnquirySchema,
  enquiryCreatedSchema,
  freelancingEnquirySchema,
  programEnquirySchema,
} from '../../domain/enquiries.ts';
import { FREELANCING_PAGES, PROGRAMS } from '../../domain/catalogue/programs.ts';
import { apiErrorSchema } from '../../domain/errors.ts';
import type { Database } from '../db/schema.ts';
import { enquiryMails, type EnquiryMailInput } from '../mail/enquiry-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { takeRecipientSend } from '../mail/recipient-limits.ts';
import {
  insertContactEnquiry,
  insertFreelancingEnquiry,
  insertProgramEnquiry,
} from '../repositories/enquiries.ts';
import { limitedBy } from '../rate-limits.ts';

interface EnquiryEndpoint<S extends z.ZodType> {
  url: string;
  summary: string;
  schema: S;
  kind: string;
  title: string;
  insert(tx: Transaction<Database>, body: z.output<S>): Promise<number>;
  describe(body: z.output<S>): Pick<EnquiryMailInput, 'details' | 'topic' | 'catalogueTopic'>;
}

// Looked up in the catalogue rather than taken from the body, so that only the site's own words
// reach the enquirer's acknowledgement.
const catalogueProgram = (name: string) => PROGRAMS.find((p) => p.name === name)?.name;
const catalogueFreelancing = (name: string) => {
  const page = FREELANCING_PAGES.find((f) => f.name === name);
  return page && `${page.name} freelancing`;
};

const contact = (b: { name: string; email: string; phone: string; company: string }) =>
  [
    ['Name', b.name],
    ['Email', b.email],
    ['Phone', b.phone],
    ['Company', b.company],
  ] as Array<[string, string]>;

const endpoints = [
  {
    url: '/api/contact-enquiry-email/',
    summary: 'Send a contact enquiry',
    schema: contactEnquirySchema,
    kind: 'contact',
    title: 'Contact enquiry',
    insert: insertContactEnquiry,
    describe: (b) => ({
      topic: b.subject,
      details: [...contact(b), ['Subject', b.subject], ['Message', b.message]],
    }),
  } satisfies EnquiryEndpoint<typeof contactEnquirySchema>,
  {
    url: '/api/program-dev-enquiry-email/',
    summary: 'Send an enquiry about a program',
    schema: programEnquirySchema,
    kind: 'program',
    title: 'Program enquiry',
    insert: insertProgramEnquiry,
    describe: (b) => ({
      topic: b.program,
      catalogueTopic: catalogueProgram(b.program),
      details: [...contact(b), ['Program', b.program], ['Message', b.message]],
    }),
  } satisfies EnquiryEndpoint<typeof programEnquirySchema>,
  {
    url: '/api/freelancing-program-dev-enquiry-email/',
    summary: 'Send a freelancing enquiry',
    schema: freelancingEnquirySchema,
    kind: 'freelancing',
    title: 'Freelancing enquiry',
    insert: insertFreelancingEnquiry,
    describe: (b) => ({
      topic: b.program,
      catalogueTopic: catalogueFreelancing(b.program),
      details: [
        ...contact(b),
        ['Program', b.program],
        ['Goal', b.officeMotive],
        ['Preference', b.preference],
      ],
    }),
  } satisfies EnquiryEndpoint<typeof freelancingEnquirySchema>,
];

export async function enquiryRoutes(app: FastifyInstance): Promise<void> {
  const { identity, mail } = app.config;
  for (const endpoint of endpoints as Array<EnquiryEndpoint<z.ZodObject>>) {
    app.withTypeProvider<ZodTypeProvider>().post(
      endpoint.url,
      {
        schema: {
          summary: endpoint.summary,
          tags: ['enquiries'],
          body: endpoint.schema,
          response: { 201: enquiryCreatedSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
        config: limitedBy(app, 'enquiry'),
      },
      async (request, reply) => {
        const body = request.body as Record<string, string>;
        // Taken first: an address that has had its share gets no acknowledgement, but the
        // enquiry is kept and the staff still hear of it, and the visitor is told nothing else.
        const acknowledge = await takeRecipientSend(app.database.db, body.email!);
        const id = await app.database.db.transaction().execute(async (tx) => {
          const id = await endpoint.insert(tx, body);
          const { notification, acknowledgement } = enquiryMails(
            {
              kind: endpoint.kind,
              title: endpoint.title,
              id,
              name: body.name!,
              email: body.email!,
              receivedAt: new Date(),
              ...endpoint.describe(body),
            },
            { sender: identity, enquiryInbox: mail.enquiryInbox },
          );
          await enqueueMail(tx, notification);
          if (acknowledge) await enqueueMail(tx, acknowledgement);
          return id;
        });
        app.mailWorker.notify();
        return reply.code(201).send({ ok: true as const, id });
      },
    );
  }
}
