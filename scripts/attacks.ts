// Replays the attacks of the abuse review (and of the look-alike and squatting review) against
// the production build and prints what the site did: `npm run build && npm run attacks`. Not
// part of CI; docs/security.md records the figures.
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { startSite, stopSite } from './bench-support.ts';

/** The owner's address, which look-alike sign-ups try to pass for. */
const ADMIN_EMAIL = 'admin@mentora.test';
const site = await startSite(undefined, { ADMIN_EMAIL });
let visitor = 0;
/** Each call a different visitor (TRUST_PROXY=loopback believes X-Forwarded-For). */
const nextAddress = () => {
  visitor += 1;
  return `198.51.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;
};

async function call(
  path: string,
  body: object,
  from = nextAddress(),
): Promise<{ status: number; ms: number; json: Record<string, unknown> }> {
  const started = performance.now();
  const response = await fetch(`${site.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, ms: performance.now() - started, json };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const tally = (statuses: number[]) =>
  Object.entries(
    statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {}),
  )
    .map(([status, n]) => `${n}× ${status}`)
    .join(', ');

const account = (i: number) => ({
  username: `Learner ${i}`,
  email: `learner${i}@example.com`,
  phone: '9876543210',
  password: `password number ${i}`,
});
async function signUp(i: number) {
  const { status } = await call('/api/signup/', account(i));
  if (status !== 201) throw new Error(`sign-up ${i} answered ${status}`);
}

/** A signed-in browser of `details` (signed up first unless told not), calling from one address. */
async function signedInAs(details: ReturnType<typeof account>, { signUp = true } = {}) {
  const from = nextAddress();
  if (signUp) await call('/api/signup/', details, from);
  const login = await fetch(`${site.url}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ username: details.email, password: details.password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const send = async (method: string, path: string, body?: object) => {
    const response = await fetch(`${site.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': from,
        origin: site.url,
        cookie,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, json };
  };
  return {
    get: (path: string) => send('GET', path),
    post: (path: string, body: object) => send('POST', path, body),
  };
}

/**
 * The code in the newest mail to `to` (whose text contains `about`, when given), among the
 * messages from the `since`th on.
 */
async function codeMailedTo(to: string, about = '', since = 0): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mail = site.smtp.messages
      .slice(since)
      .filter((m) => m.to.includes(to) && m.text.includes(about))
      .at(-1);
    const code = mail && /\b(\d{6}|\d{10})\b/.exec(mail.text)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${to}`);
}

/** One browser asking for reset codes from one address, keeping the cookie the site gives it. */
async function resetAsker(from: string) {
  let cookie = '';
  const send = async (path: string, body: object) => {
    const response = await fetch(`${site.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from, cookie },
      body: JSON.stringify(body),
    });
    const set = response.headers.getSetCookie().find((c) => c.startsWith('code_requester='));
    if (set) cookie = set.split(';')[0]!;
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  return {
    ask: (username: string) => send('/api/forgot-password-otp/', { username }),
    verify: (username: string, otp: string, new_password: string) =>
      send('/api/forgot-password-verify/', { username, otp, new_password }),
  };
}

const figures: Array<[string, string]> = [];
const report = (what: string, value: string) => {
  figures.push([what, value]);
  console.log(`${what}: ${value}`);
};

try {
  // 1. A relay that refuses at the greeting while 50 messages wait, then recovers. First, while
  // the site holds no open connection to it that could bypass the greeting.
  site.smtp.refuseConnectionsWith = '554 go away';
  for (let i = 0; i < 25; i++) {
    const { status } = await call('/api/contact-enquiry-email/', {
      name: `Visitor ${i}`,
      email: `visitor${i}@example.com`,
      phone: '9876543210',
      company: 'Acme',
      subject: 'Batch timings',
      message: 'When does the next batch start?',
    });
    if (status !== 201) throw new Error(`enquiry answered ${status}`);
  }
  let health: Record<string, unknown> = {};
  for (let i = 0; i < 100 && health.mail !== 'degraded'; i++) {
    health = (await (await fetch(`${site.url}/api/health/`)).json()) as Record<string, unknown>;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  report('health during the outage', JSON.stringify(health));
  const recovered = performance.now();
  site.smtp.refuseConnectionsWith = undefined;
  await site.smtp.waitFor(50, 120_000);
  report(
    '50 queued mails after the relay recovers',
    `${site.smtp.messages.length} delivered in ${((performance.now() - recovered) / 1000).toFixed(1)} s`,
  );

  // 2. Lockout: an attacker guesses at the victim's password, then the victim signs in.
  const victim = account(0);
  const victimAddress = nextAddress();
  const signedUp = await fetch(`${site.url}/api/signup/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': victimAddress },
    body: JSON.stringify(victim),
  });
  // The victim's own browser keeps the device cookie its sign-up set.
  const deviceCookie = signedUp.headers
    .getSetCookie()
    .find((c) => c.startsWith('device='))!
    .split(';')[0]!;
  const oneAddress = '203.0.113.9';
  const single: number[] = [];
  for (let i = 0; i < 50; i++) {
    single.push(
      (await call('/api/login/', { username: victim.email, password: `guess ${i}xx` }, oneAddress))
        .status,
    );
  }
  report('lockout: 50 guesses from one address', tally(single));
  const spread: number[] = [];
  for (let i = 0; i < 6; i++) {
    spread.push(
      (await call('/api/login/', { username: victim.email, password: `guess ${i} spread` })).status,
    );
  }
  report('lockout: 6 guesses from 6 addresses', tally(spread));
  const owner = await call('/api/login/', { username: victim.email, password: victim.password });
  report(
    'lockout: the owner, right password, from a new browser',
    `${owner.status} after ${(owner.ms / 1000).toFixed(1)} s (the account's back-off, 10 s at most)`,
  );
  const started = performance.now();
  const fromKnownBrowser = await fetch(`${site.url}/api/login/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': victimAddress,
      cookie: deviceCookie,
    },
    body: JSON.stringify({ username: victim.email, password: victim.password }),
  });
  report(
    'lockout: the owner, right password, from the browser that signed up',
    `${fromKnownBrowser.status} in ${(performance.now() - started).toFixed(0)} ms (device cookie: no back-off)`,
  );

  // 3. Unbounded hashing: 64 logins at once, and one more person signing in meanwhile.
  const accounts = Array.from({ length: 64 }, (_, i) => i + 1);
  for (const i of [...accounts, 65]) await signUp(i);
  const burst = accounts.map((i) =>
    call('/api/login/', { username: account(i).email, password: account(i).password }),
  );
  const probe = await call('/api/login/', {
    username: account(65).email,
    password: account(65).password,
  });
  const answers = await Promise.all(burst);
  report('64 concurrent logins', tally(answers.map((a) => a.status)));
  report(
    '64 concurrent logins: median answer',
    `${median(answers.map((a) => a.ms)).toFixed(0)} ms (503s answer at once with Retry-After)`,
  );
  report('a login during the burst', `${probe.status} in ${probe.ms.toFixed(0)} ms`);
  const after = await call('/api/login/', {
    username: account(1).email,
    password: account(1).password,
  });
  report('a login after the burst', `${after.status} in ${after.ms.toFixed(0)} ms`);

  // 4. Enumeration by timing: forgot-password for a known and an unknown address, 60
  // interleaved pairs after 20 to warm up, as the review measured it.
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = -20; i < 120; i++) {
    const isKnown = i % 2 === 0;
    const { ms, status } = await call('/api/forgot-password-otp/', {
      username: isKnown ? account(2 + (i % 60)).email : `nobody${i}@example.com`,
    });
    if (status !== 200) throw new Error(`forgot-password answered ${status}`);
    if (i >= 0) (isKnown ? known : unknown).push(ms);
  }
  report(
    'forgot-password median, known vs unknown',
    `${median(known).toFixed(2)} ms vs ${median(unknown).toFixed(2)} ms (difference ${Math.abs(median(known) - median(unknown)).toFixed(2)} ms)`,
  );
  const loginKnown: number[] = [];
  const loginUnknown: number[] = [];
  for (let i = 0; i < 40; i++) {
    const { ms } = await call('/api/login/', {
      username: i % 2 ? account(3 + (i % 60)).email : `nobody${i}@example.com`,
      password: 'wrong password',
    });
    (i % 2 ? loginKnown : loginUnknown).push(ms);
  }
  report(
    'login (wrong password) median, known vs unknown',
    `${median(loginKnown).toFixed(1)} ms vs ${median(loginUnknown).toFixed(1)} ms`,
  );

  // 5. The mail cannon: text of the attacker's choosing to an address of their choosing.
  site.smtp.messages.length = 0;
  const target = 'victim@example.org';
  for (let i = 0; i < 6; i++) {
    await call('/api/contact-enquiry-email/', {
      name: 'Win a prize',
      email: target,
      phone: '9876543210',
      company: 'Prize desk',
      subject: 'Claim your prize at evil.example',
      message: 'Visit http://evil.example to claim your prize',
    });
  }
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const toTarget = site.smtp.messages.filter((m) => m.to.includes(target));
  report(
    'mail cannon: 6 enquiries naming one stranger address',
    `${toTarget.length} acknowledgements sent; attacker text in them: ${toTarget.some((m) => m.text.includes('evil.example')) ? 'yes' : 'no'}`,
  );
  const names = ['Admin', 'Mentora', 'a@b.co', 'Asha\nClick http://evil.example', 'Ravi\u200b'];
  const refused = await Promise.all(
    names.map((username, i) => call('/api/signup/', { ...account(100 + i), username })),
  );
  report('mail cannon: sign-up names', tally(refused.map((r) => r.status)));

  // 6. Look-alikes: the owner's address with a full-width 'ａ' (NFKC would make it ADMIN_EMAIL),
  // then the real owner signing up after it; a reserved name with a Cyrillic 'А'.
  const fullWidth = ADMIN_EMAIL.replace('a', '\uFF41');
  const copy = await call('/api/signup/', { ...account(200), email: fullWidth });
  report(
    `look-alike: sign-up as ${fullWidth} (ADMIN_EMAIL ${ADMIN_EMAIL})`,
    `${copy.status} ${JSON.stringify(copy.json)}`,
  );
  const real = await call('/api/signup/', { ...account(201), email: ADMIN_EMAIL });
  report('look-alike: the real owner signs up after it', String(real.status));
  const cyrillic = await call('/api/signup/', { ...account(202), username: '\u0410dmin' });
  report(
    "look-alike: sign-up named 'Аdmin' (Cyrillic А)",
    `${cyrillic.status} ${JSON.stringify(cyrillic.json)}`,
  );

  // 7. Squatting: a stranger signs up with someone else's address, after that person sent an
  // enquiry with private details, and tries to read, erase and order with it.
  const squatted = 'priya.squatted@example.org';
  await call('/api/contact-enquiry-email/', {
    name: 'Priya Victim',
    email: squatted,
    phone: '9876543210',
    company: 'Acme',
    subject: 'Fees',
    message: 'My salary is 12 LPA and my PAN is ABCDE1234F',
  });
  const squatter = await signedInAs({ ...account(300), email: squatted });
  const data = await squatter.get('/api/account/data/');
  const enquiries = (data.json.enquiries ?? {}) as Record<string, unknown[]>;
  report(
    'squatting: download my data with an unproved address',
    `${data.status}; enquiries in it: ${['contact', 'program', 'freelancing'].reduce((n, k) => n + (enquiries[k]?.length ?? 0), 0)}; salary in it: ${JSON.stringify(data.json).includes('salary') ? 'yes' : 'no'}`,
  );
  const order = await squatter.post('/api/checkout-email/', {
    name: 'Not Priya',
    email: squatted,
    address: '1 Test Street',
    phone: '9876543210',
    cart: [{ program: 'Python', plan: 'Basic Plan', plan_paise: 499900 }],
    original_paise: 499900,
    discount_paise: 0,
    total_paise: 499900,
    idempotency_key: crypto.randomUUID(),
  });
  report('squatting: place an order', `${order.status} ${JSON.stringify(order.json)}`);
  const stolenInvite = await squatter.post('/api/staff-invitations/accept/', {
    token: 'x'.repeat(43),
  });
  report(
    'squatting: accept an invitation',
    `${stolenInvite.status} ${JSON.stringify(stolenInvite.json)}`,
  );
  const deleted = await squatter.post('/api/account/delete/', {
    password: account(300).password,
    confirm: 'DELETE',
  });
  // The owner (who signed up with ADMIN_EMAIL in section 6) proves the address and looks.
  const siteOwner = await signedInAs({ ...account(201), email: ADMIN_EMAIL }, { signUp: false });
  const proof = await siteOwner.post('/api/email-proof/', {
    code: await codeMailedTo(ADMIN_EMAIL),
  });
  const list = await siteOwner.get('/api/staff/enquiries/');
  const kept = (list.json.results as Array<{ name: string; email?: string }>).find(
    (e) => e.name === 'Priya Victim',
  );
  report(
    'squatting: delete my account, then staff look at the enquiry',
    `delete ${deleted.status}; owner proof ${proof.status} ${JSON.stringify(proof.json)}; enquiry still from 'Priya Victim': ${kept ? 'yes' : 'no'}`,
  );
  // Another squatter keeps the account alive with a review, and for four rounds a minute apart
  // asks for a reset code and sends five wrong codes from fresh addresses; then the address's
  // owner asks for a code and uses it.
  const again = await signedInAs({ ...account(301), email: squatted });
  await again.post('/api/program-reviews/', {
    program: 'python',
    user_name: account(301).username,
    comment: 'Great course',
    rating: 5,
  });
  const wrongAnswers: number[] = [];
  for (let round = 0; round < 4; round++) {
    const stranger = nextAddress();
    const asked = await resetAsker(stranger);
    const mailed = site.smtp.messages.length;
    await asked.ask(squatted);
    await codeMailedTo(squatted, 'reset your password', mailed);
    for (let i = 0; i < 5; i++) {
      wrongAnswers.push((await asked.verify(squatted, String(100000 + i), 'x'.repeat(12))).status);
      wrongAnswers.push(
        (
          await call('/api/forgot-password-verify/', {
            username: squatted,
            otp: String(200000 + i),
            new_password: 'x'.repeat(12),
          })
        ).status,
      );
    }
    // The account's one-minute cool-down between codes, as the review waited it out.
    await new Promise((resolve) => setTimeout(resolve, 61_000));
  }
  report('squatting lock: 40 wrong codes over four rounds', tally(wrongAnswers));
  const priya = await resetAsker(nextAddress());
  const mailedBefore = site.smtp.messages.length;
  await priya.ask(squatted);
  const resetCode = await codeMailedTo(squatted, 'reset your password', mailedBefore);
  const reset = await priya.verify(squatted, resetCode, 'priya takes it back');
  // The mail goes through the outbox, a moment after the answer.
  for (let i = 0; i < 50; i++) {
    if (site.smtp.messages.some((m) => m.subject.startsWith('Your account is yours now'))) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  report(
    "squatting lock: the address's owner, with the code from her mailbox",
    `${reset.status} (${resetCode.length}-digit code); squatter's session afterwards: ${(await again.get('/api/profile/')).status}; mailed: ${site.smtp.messages.some((m) => m.to.includes(squatted) && m.subject.startsWith('Your account is yours now')) ? "'Your account is yours now'" : 'nothing'}`,
  );

  // 8. Look-alike addresses: invisible characters and mixed alphabets that show as the owner's.
  const lookAlikes: Array<[string, string]> = [
    ['zero-width space', 'ad\u200Bmin@mentora.test'],
    ['soft hyphen', 'ad\u00ADmin@mentora.test'],
    ['Cyrillic а in the name', '\u0430dmin@mentora.test'],
    ['Cyrillic а in the domain', 'admin@ment\u043Era.test'],
  ];
  for (const [i, [what, email]] of lookAlikes.entries()) {
    const answer = await call('/api/signup/', { ...account(400 + i), email });
    report(`look-alike address (${what})`, `${answer.status} ${JSON.stringify(answer.json)}`);
  }
} finally {
  await stopSite(site);
}

console.log('\n| Attack | What the site did |\n|---|---|');
for (const [what, value] of figures) console.log(`| ${what} | ${value} |`);
