// Vitest global setup: says in one line which suites did not run for want of a service, and how
// to run them, instead of letting them pass by being skipped unnoticed.
const SERVICES = [
  {
    variable: 'TEST_DATABASE_URL',
    what: 'the API tests on PostgreSQL',
    example: 'postgres://postgres@127.0.0.1:5432/test',
  },
  {
    variable: 'TEST_REDIS_URL',
    what: 'the several-instance tests on Redis',
    example: 'redis://127.0.0.1:6379',
  },
];

export default function setup(): void {
  for (const { variable, what, example } of SERVICES) {
    if (!process.env[variable]) {
      console.log(`Skipped ${what}: set ${variable}=${example} to run them.`);
    }
  }
}
