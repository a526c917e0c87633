import { describe, expect, it } from 'vitest';
import { mentorProfiles } from './mentor-file.ts';
import { CatalogueError } from './program-file.ts';

const bio =
  'Asha has built robots for warehouses and farms for ten years, first in Pune and now in Bengaluru. She teaches sensors, motors and control loops with real hardware, and she reviews every project with care so that learners leave with work they can show.';
const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  title: 'Robotics engineer, Bengaluru',
  bio,
  linkedin: 'https://www.linkedin.com/in/asha-rao',
  photoAlt: 'Portrait of Asha Rao, smiling',
  ...overrides,
});
const photo = '/images/mentors/asha-rao.svg';

const problemWith = (data: unknown, slug = 'asha-rao') => {
  try {
    mentorProfiles([{ slug, data, photo }]);
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogueError);
    return (error as Error).message;
  }
  throw new Error('the file was accepted');
};

describe('a mentor file', () => {
  it('gives the profile with its slug and portrait; the LinkedIn link is optional', () => {
    expect(mentorProfiles([{ slug: 'asha-rao', data: valid(), photo }])).toEqual([
      { slug: 'asha-rao', photo, ...valid() },
    ]);
    const { linkedin: _linkedin, ...without } = valid();
    expect(mentorProfiles([{ slug: 'asha-rao', data: without, photo }])[0]?.linkedin).toBe(
      undefined,
    );
  });

  it.each([
    [{ bio: 'Builds robots.' }, 'mentors/asha-rao.json: bio:'],
    [{ bio: bio.repeat(3) }, 'mentors/asha-rao.json: bio:'],
    [{ name: '' }, 'mentors/asha-rao.json: name:'],
    [{ linkedin: 'http://www.linkedin.com/in/asha-rao' }, 'linkedin: Give the https address'],
    [{ linkedin: 'https://example.com/in/asha-rao' }, 'linkedin: Give a profile address'],
    [{ linkedin: 'https://www.linkedin.com/company/mentora' }, 'linkedin: Give a profile address'],
    [{ photoAlt: undefined }, 'mentors/asha-rao.json: photoAlt:'],
    [{ email: 'asha@example.in' }, 'mentors/asha-rao.json: (file): Unrecognized key: "email"'],
  ])('names the file and the field at fault: %j', (overrides, message) => {
    expect(problemWith(valid(overrides))).toContain(message);
  });

  it('refuses a file name that is not a slug', () => {
    expect(problemWith(valid(), 'Asha Rao')).toContain('mentors/Asha Rao.json');
  });
});
