import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NextCohorts } from './next-cohorts.tsx';

const cohort = {
  id: 7,
  starts_on: '2027-01-05',
  ends_on: null,
  schedule: 'Sat, 10 am-1 pm IST <b>',
  language: 'Hindi',
  seats_left: 0,
};

describe('the next cohorts of a program page', () => {
  it('lists the cohorts then self-paced, escaping what it is given', () => {
    const html = renderToStaticMarkup(
      <NextCohorts cohorts={[{ cohort, mentors: ['Priya Raghavan', 'Arjun Mehta'] }]} />,
    );
    expect(html).toContain('Starts Tue 5 Jan 2027');
    expect(html).toContain('Sat, 10 am-1 pm IST &lt;b&gt; · Hindi');
    expect(html).toContain('>Full</p>');
    expect(html).toContain('With Priya Raghavan and Arjun Mehta');
    expect(html).toMatch(/Self-paced: start any day<\/p>.*<\/li><\/ul>$/);
  });

  it('offers self-paced alone without cohorts', () => {
    const html = renderToStaticMarkup(<NextCohorts cohorts={[]} />);
    expect(html).toMatch(/^<ul[^>]*><li[^>]*><p[^>]*>Self-paced: start any day/);
  });
});
