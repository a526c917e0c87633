// The deployment kit in deploy/ and its guide, docs/deploy.md: what can be checked without any
// tool always runs; each tool's own check (systemd-analyze, caddy, nginx) runs when the tool is
// on this machine's PATH and is skipped, saying so, when it is not.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '../domain/account-messages.ts';
import { STATEMENT_MAX_BYTES } from '../domain/staff/payments.ts';
import { ed25519JwkFromSeed } from './certificates/credential-key-format.ts';
import { CONFIG_VARIABLES, loadConfig } from './config.ts';

const read = (file: string) => fs.readFileSync(file, 'utf8');
const unitText = read('deploy/mentora.service');
const envExampleText = read('deploy/mentora.env.example');
const envExample = parseEnv(envExampleText);
/** The example with the site's own signing key, as an operator fills it in. */
const business = {
  ...envExample,
  CREDENTIAL_SIGNING_KEY: JSON.stringify(ed25519JwkFromSeed(crypto.randomBytes(32))),
};
const caddyfile = read('deploy/Caddyfile');
const nginxConf = read('deploy/nginx.conf');
const guide = read('docs/deploy.md');
const defaults = loadConfig({});

/** The unit's `Key=value` lines, section by section ('Service.User' → ['mentora']). */
function unitSettings(text: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  let section = '';
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) {
      section = header[1]!;
      continue;
    }
    const eq = line.indexOf('=');
    const key = `${section}.${line.slice(0, eq)}`;
    settings.set(key, [...(settings.get(key) ?? []), line.slice(eq + 1)]);
  }
  return settings;
}

const unit = unitSettings(unitText);
const service = (key: string) => unit.get(`Service.${key}`)?.at(-1);

/** The tool's path when it is on PATH and executable. */
function onPath(tool: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, tool);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}

function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv }) {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 30_000, ...options });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** `30s`, `30`, `2min` as seconds; systemd's plain number means seconds. */
function seconds(span: string): number {
  const match = /^(\d+)\s*(s|sec|min|m)?$/.exec(span.trim());
  if (!match) throw new Error(`cannot read the time span ${span}`);
  return Number(match[1]) * (match[2] === 'min' || match[2] === 'm' ? 60 : 1);
}

/** nginx's `6m` (MiB) and Caddy's `6MB` (10^6 bytes) or `6MiB` as bytes. */
function bytes(size: string): number {
  const match = /^(\d+)\s*(?:([kmg])(i?b)?)?$/i.exec(size.trim());
  if (!match) throw new Error(`cannot read the size ${size}`);
  const power = ['', 'k', 'm', 'g'].indexOf(match[2]?.toLowerCase() ?? '');
  const base = match[3]?.toLowerCase() === 'b' ? 1000 : 1024;
  return Number(match[1]) * base ** power;
}

describe('the systemd unit, deploy/mentora.service', () => {
  it('runs the built server with node as the mentora user, with the settings from /etc/mentora', () => {
    expect(service('User')).toBe('mentora');
    expect(service('Group')).toBe('mentora');
    expect(service('WorkingDirectory')).toBe('/srv/mentora');
    expect(service('EnvironmentFile')).toBe('/etc/mentora/mentora.env');
    expect(unit.get('Service.Environment')).toContain('NODE_ENV=production');
    // The built server itself: `npm start` would try to build, in a read-only /srv/mentora.
    expect(service('ExecStart')).toMatch(/^\/usr\/bin\/node .*dist\/node\/server\/main\.js$/);
    // The same V8 flags as `npm start`.
    const startFlags = /node (--[^ ]+ --[^ ]+) scripts\/start\.mjs/.exec(
      JSON.parse(read('package.json')).scripts.start as string,
    )?.[1];
    expect(startFlags).toBeTruthy();
    expect(service('ExecStart')).toContain(startFlags);
  });

  it('restarts after a crash, and waits out the graceful stop before killing', () => {
    expect(service('Restart')).toBe('on-failure');
    expect(service('RestartSec')).toBeTruthy();
    const grace = /SHUTDOWN_GRACE_MS = ([\d_]+)/.exec(read('src/server/serve.ts'))?.[1];
    expect(grace).toBeTruthy();
    expect(seconds(service('TimeoutStopSec')!)).toBeGreaterThan(
      Number(grace!.replace(/_/g, '')) / 1000,
    );
    // SIGTERM to the primary only, which stops its workers (WEB_CONCURRENCY).
    expect(service('KillMode')).toBe('mixed');
  });

  it('is hardened: no privileges, a read-only system but for its state directory', () => {
    expect(service('User')).not.toBe('root');
    expect(
      Object.fromEntries([...unit].filter(([key]) => key.startsWith('Service.'))),
    ).toMatchObject({
      'Service.NoNewPrivileges': ['yes'],
      'Service.CapabilityBoundingSet': [''],
      'Service.ProtectSystem': ['strict'],
      'Service.ProtectHome': ['yes'],
      'Service.PrivateTmp': ['yes'],
      'Service.PrivateDevices': ['yes'],
      'Service.ProtectKernelTunables': ['yes'],
      'Service.ProtectKernelModules': ['yes'],
      'Service.ProtectControlGroups': ['yes'],
      'Service.RestrictNamespaces': ['yes'],
      'Service.LockPersonality': ['yes'],
      'Service.SystemCallArchitectures': ['native'],
      'Service.StateDirectory': ['mentora'],
    });
    expect(service('RestrictAddressFamilies')!.split(/\s+/)).toEqual(
      expect.arrayContaining(['AF_INET', 'AF_INET6', 'AF_UNIX']),
    );
    // V8's JIT needs writable and executable memory: node dies under this setting.
    expect(unit.has('Service.MemoryDenyWriteExecute')).toBe(false);
  });

  it('keeps DATA_DIR in the state directory, the only place it may write', () => {
    expect(envExample.DATA_DIR).toBe(`/var/lib/${service('StateDirectory')}`);
  });
});

describe('the settings file, deploy/mentora.env.example', () => {
  it('names only variables the server reads', () => {
    const named = [...envExampleText.matchAll(/^#?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(15);
    expect(named.filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([]);
  });

  it('keeps comments on lines of their own, where systemd and node --env-file agree', () => {
    const values = envExampleText.split('\n').filter((line) => /^[A-Z]/.test(line));
    expect(values.filter((line) => /\s#/.test(line) || /^[^=]+=["']/.test(line))).toEqual([]);
  });

  it('is a complete production configuration once its values are the business', () => {
    // Its signing key is only the shape, which production refuses: the site makes its own.
    expect(() => loadConfig(envExample)).toThrow(/CREDENTIAL_SIGNING_KEY: is the example key/);
    const config = loadConfig(business);
    expect(config).toMatchObject({
      env: 'production',
      host: '127.0.0.1',
      port: 3000,
      dataDir: '/var/lib/mentora',
      database: { engine: 'sqlite', filename: '/var/lib/mentora/app.db' },
      trustProxy: ['loopback'],
    });
    expect(config.publicOrigin).toMatch(/^https:\/\//);
    expect(config.adminEmail).toBeTruthy();
  });

  it('offers PostgreSQL through its socket as the mentora role (peer authentication)', () => {
    const url = /^#DATABASE_URL=(.+)$/m.exec(envExampleText)?.[1];
    expect(url).toBeTruthy();
    const config = loadConfig({ ...business, DATABASE_URL: url });
    expect(config.database).toEqual({ engine: 'postgres', url });
    // A valid URL (the start-up log names the database from it), with no host (the socket),
    // the socket's directory and the role in the query.
    const parsed = new URL(url!);
    expect(parsed.hostname).toBe('');
    expect(parsed.pathname).toBe('/mentora');
    expect(parsed.searchParams.get('host')).toBe('/var/run/postgresql');
    expect(parsed.searchParams.get('user')).toBe('mentora');
    // What node-postgres makes of it (nothing connects until connect()).
    const client = new pg.Client({ connectionString: url });
    expect({ user: client.user, host: client.host, database: client.database }).toEqual({
      user: 'mentora',
      host: '/var/run/postgresql',
      database: 'mentora',
    });
  });
});

describe('the proxies, deploy/Caddyfile and deploy/nginx.conf', () => {
  const upstream = `127.0.0.1:${defaults.port}`;
  const largestUpload = Math.max(PHOTO_MAX_BYTES, STATEMENT_MAX_BYTES);

  it('pass requests to the server where it listens by default', () => {
    expect(defaults.host).toBe('127.0.0.1');
    expect(caddyfile).toMatch(new RegExp(`^\\s*reverse_proxy ${upstream}$`, 'm'));
    expect(nginxConf).toMatch(new RegExp(`^\\s*proxy_pass http://${upstream};$`, 'm'));
  });

  it('take the largest upload the site accepts, a profile photo', () => {
    const caddyMax = /^\s*max_size (\S+)$/m.exec(caddyfile)?.[1];
    const nginxMax = /^\s*client_max_body_size (\S+);$/m.exec(nginxConf)?.[1];
    expect(bytes(caddyMax!)).toBeGreaterThan(largestUpload);
    expect(bytes(nginxMax!)).toBeGreaterThan(largestUpload);
  });

  it('nginx redirects http to https and tells the site the visitor and the scheme', () => {
    expect(nginxConf).toMatch(/listen 80;[\s\S]*return 301 https:\/\/\$server_name\$request_uri;/);
    expect(nginxConf).toMatch(/listen 443 ssl/);
    expect(nginxConf).toMatch(/ssl_certificate \/etc\/letsencrypt\/live\/[^/]+\/fullchain\.pem;/);
    expect(nginxConf).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(nginxConf).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    expect(nginxConf).toContain('proxy_set_header Host $host;');
  });

  it('both are on the same machine as the site, which trusts X-Forwarded-For from loopback', () => {
    expect(envExample.TRUST_PROXY).toBe('loopback');
    for (const text of [caddyfile, nginxConf]) expect(text).toContain('TRUST_PROXY=loopback');
  });
});

/** Every variable the server reads: the config's schema, and any read straight from the env. */
function variablesTheServerReads(): string[] {
  const sources = ['src/server', 'src/domain'].flatMap((dir) =>
    (fs.readdirSync(dir, { recursive: true }) as string[])
      .map((file) => path.join(dir, file))
      .filter(
        (file) =>
          /\.tsx?$/.test(file) &&
          !/\.test\.tsx?$/.test(file) &&
          !file.startsWith(path.join('src', 'server', 'test')),
      ),
  );
  const direct = sources.flatMap((file) =>
    [
      ...read(file).matchAll(
        /\b(?:process\.)?env(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g,
      ),
    ].map((m) => (m[1] ?? m[2])!),
  );
  return [...new Set([...CONFIG_VARIABLES, ...direct])].sort();
}

describe('docs/deploy.md', () => {
  const start = guide.indexOf('## Every variable');
  const table = guide.slice(start, guide.indexOf('\n## ', start + 1));
  const documented = table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));

  it('has the table of every variable the server reads, and of no other', () => {
    expect(start).toBeGreaterThan(0);
    expect([...new Set(documented)].sort()).toEqual(variablesTheServerReads());
    expect(documented.length).toBe(new Set(documented).size);
  });

  it('names ADMIN_EMAIL for what it is: the owner', () => {
    const row = table.split('\n').find((line) => line.startsWith('| `ADMIN_EMAIL`'))!;
    expect(row).toMatch(/owner/);
    expect(row).not.toMatch(/moderat/);
  });

  it('points at each file of the kit, and the README points at the guide and the kit', () => {
    for (const file of fs.readdirSync('deploy')) expect(guide).toContain(`deploy/${file}`);
    const readme = read('README.md');
    const section = readme.slice(readme.indexOf('## Running in production'));
    const end = section.indexOf('\n## ', 1);
    expect(section.slice(0, end)).toContain('docs/deploy.md');
    expect(section.slice(0, end)).toContain('deploy/');
  });
});

describe('the tools, where this machine has them', () => {
  const systemdAnalyze = onPath('systemd-analyze');
  const caddy = onPath('caddy');
  const nginx = onPath('nginx');
  const openssl = onPath('openssl');
  const temps: string[] = [];
  const temp = () => {
    temps.push(fs.mkdtempSync(path.join(os.tmpdir(), 'mentora-deploy-')));
    return temps.at(-1)!;
  };
  afterAll(() => {
    for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The test's title, saying why it is skipped when a tool it needs is missing. */
  function titled(title: string, needs: Record<string, unknown>): string {
    const missing = Object.keys(needs).filter((tool) => !needs[tool]);
    return missing.length === 0 ? title : `${title} (skipped: no ${missing.join(' or ')} on PATH)`;
  }

  /** The unit as systemd would see it, with node where this machine has it. */
  function unitCopy(): string {
    const dir = temp();
    const file = path.join(dir, 'mentora.service');
    const node = fs.existsSync('/usr/bin/node') ? '/usr/bin/node' : process.execPath;
    fs.writeFileSync(file, unitText.replace('ExecStart=/usr/bin/node', `ExecStart=${node}`));
    return file;
  }

  it.skipIf(!systemdAnalyze)(
    titled('systemd-analyze verify finds nothing to say about the unit', {
      'systemd-analyze': systemdAnalyze,
    }),
    () => {
      // Checks every key and value, the sections and that ExecStart's program exists; not the
      // user, the working directory or the settings file, which are this machine's business.
      const result = run(systemdAnalyze!, ['verify', '--man=no', unitCopy()], {});
      expect(result.output).toBe('');
      expect(result.status).toBe(0);
    },
  );

  const systemdVersion = systemdAnalyze
    ? Number(/systemd (\d+)/.exec(run(systemdAnalyze, ['--version'], {}).output)?.[1] ?? 0)
    : 0;
  it.skipIf(systemdVersion < 250)(
    titled("systemd-analyze security rates the unit's exposure low", {
      'systemd-analyze of systemd 250 or later': systemdVersion >= 250,
    }),
    () => {
      const result = run(systemdAnalyze!, ['security', '--offline=yes', unitCopy()], {});
      const exposure = /Overall exposure level for mentora\.service: ([\d.]+)/.exec(
        result.output,
      )?.[1];
      expect(exposure, result.output).toBeTruthy();
      // 0 is a unit that can do nothing, 10 one that can do anything; 'OK' is below 2.
      expect(Number(exposure)).toBeLessThan(2);
    },
  );

  it.skipIf(!caddy)(titled('caddy validate accepts the Caddyfile as formatted', { caddy }), () => {
    const home = temp();
    const result = run(
      caddy!,
      ['validate', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'],
      { env: { PATH: process.env.PATH, HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home } },
    );
    expect(result.status, result.output).toBe(0);
    expect(result.output).toContain('Valid configuration');
    expect(result.output).toContain('enabling automatic HTTP->HTTPS redirects');
    expect(result.output).not.toContain('not formatted');
  });

  it.skipIf(!nginx || !openssl)(
    titled('nginx -t accepts nginx.conf with a certificate in place', { nginx, openssl }),
    () => {
      // nginx reads the certificate files: a self-signed pair stands in for certbot's, and a
      // main file in a temporary folder includes the site as /etc/nginx/nginx.conf would.
      const dir = temp();
      const cert = path.join(dir, 'fullchain.pem');
      const key = path.join(dir, 'privkey.pem');
      const made = run(
        openssl!,
        ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'].concat([
          '-subj',
          '/CN=learn.example.in',
          '-keyout',
          key,
          '-out',
          cert,
        ]),
        {},
      );
      expect(made.status, made.output).toBe(0);
      const site = nginxConf
        .replace(/\/etc\/letsencrypt\/live\/[^/]+\/fullchain\.pem/, cert)
        .replace(/\/etc\/letsencrypt\/live\/[^/]+\/privkey\.pem/, key);
      fs.writeFileSync(path.join(dir, 'site.conf'), site);
      const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (name) => `  ${name}_temp_path ${path.join(dir, name)};`,
      );
      fs.writeFileSync(
        path.join(dir, 'nginx.conf'),
        [
          `pid ${path.join(dir, 'nginx.pid')};`,
          'error_log stderr;',
          'events {}',
          'http {',
          '  access_log off;',
          ...temps,
          `  include ${path.join(dir, 'site.conf')};`,
          '}',
          '',
        ].join('\n'),
      );
      const result = run(
        nginx!,
        ['-t', '-e', 'stderr', '-p', dir, '-c', path.join(dir, 'nginx.conf')],
        {
          cwd: dir,
        },
      );
      expect(result.status, result.output).toBe(0);
      expect(result.output).toContain('test is successful');
    },
  );
});
