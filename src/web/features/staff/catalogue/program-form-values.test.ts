import { describe, expect, it } from 'vitest';
import { programDocumentSchema } from '../../../../domain/catalogue/catalogue-edits.ts';
import { pythonDocument } from '../test/catalogue-fixtures.ts';
import {
  blankValues,
  documentOf,
  formPathOf,
  programResolver,
  valuesOf,
} from './program-form-values.ts';

const resolve = (values: ReturnType<typeof valuesOf>) =>
  programResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("the program editor's fields", () => {
  it('give back the document they were opened with, whole', () => {
    const document = {
      ...pythonDocument,
      aliases: ['/py'],
      popular: { rank: 2, blurb: 'The language to start with, for data, automation and the web.' },
      freelancing: { path: '/freelancing/Python', rank: 3 },
      seoTitle: 'Python mentorship program',
    };
    expect(programDocumentSchema.parse(documentOf(valuesOf(document)))).toEqual(document);
  });

  it('send prices typed in rupees as paise', async () => {
    const values = valuesOf(pythonDocument);
    values.plans[1]!.price = '₹ 8,999.50';
    const { values: checked, errors } = await resolve(values);
    expect(errors).toEqual({});
    expect(checked.plans!.map((p) => p.pricePaise)).toEqual([499_900, 899_950, 1_499_900]);
  });

  it('name the field a problem is about as the form holds it', async () => {
    const values = valuesOf(pythonDocument);
    values.mentors = ['', 'priya-raghavan', 'priya-raghavan'];
    values.plans[2]!.extraFeatures = [{ text: 'Monthly reviews.' }];
    const { errors } = await resolve(values);
    expect(Object.keys(errors)).toEqual(['mentors', 'plans.2.extraFeatures.0.text']);
    // The second mentor named is the third choice made.
    expect(formPathOf('mentors.1', values)).toBe('mentors.2');
    expect(formPathOf('plans.1.pricePaise', values)).toBe('plans.1.price');
    expect(formPathOf('syllabus.2.topics.3', values)).toBe('syllabus.2.topics.3.text');
    expect(formPathOf('aliases.0', values)).toBe('aliases.0.path');
    expect(formPathOf('', values)).toBe('root');
  });

  it('start a new program with nothing the schema would take as typed', async () => {
    const { errors } = await resolve(blankValues());
    expect(errors).toMatchObject({
      name: { message: 'Fill this in.' },
      'plans.0.price': { message: 'Give the price in rupees, e.g. 8999 or 8,999.50.' },
    });
  });
});
