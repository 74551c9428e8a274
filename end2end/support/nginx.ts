import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { APP_DIR, SIM_URL } from './env';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const NGINX_CONF = path.join(REPO_ROOT, 'deploy', 'nginx', 'nginx.conf');
export const SECURITY_HEADERS_CONF = path.join(REPO_ROOT, 'deploy', 'nginx', 'security-headers.conf');
export const PLATFORM_PROXY_CONF = path.join(REPO_ROOT, 'deploy', 'nginx', 'platform-proxy.conf');
const PLATFORM_PROXY_COMMON_CONF = path.join(REPO_ROOT, 'deploy', 'nginx', 'platform-proxy-common.conf');
/** Where the same-origin recipe's config.json points (docs/deployment.md). */
export const SAME_ORIGIN_BASE_URL = '/platform';
export const SAME_ORIGIN_APP_URL = '/platform-app';
/**
 * The path the test's upstream for app_url has on the simulator (which accepts any prefix before
 * /api/v1/), so that its request log tells base_url's calls from app_url's.
 */
export const SAME_ORIGIN_APP_UPSTREAM_PATH = '/app-url';
/** Debian's nginx (nginx-light, installed by scripts/bootstrap.sh). */
const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
/** How long nginx has to answer its first request, and how often it is asked meanwhile. */
const START_TIMEOUT_MS = 10_000;
const POLL_INTERVAL_MS = 100;

/** The `add_header NAME "VALUE" always;` lines of security-headers.conf, as the simulator reads them. */
export function securityHeaders(apiOrigins: string, pictures = ''): [string, string][] {
  const out: [string, string][] = [];
  for (const line of fs.readFileSync(SECURITY_HEADERS_CONF, 'utf8').split('\n').map((l) => l.trim())) {
    if (line === '' || line.startsWith('#')) continue;
    const m = line.match(/^add_header\s+(\S+)\s+"([^"]*)"\s*(always)?;$/);
    if (!m) throw new Error(`security-headers.conf: not an add_header line: ${line}`);
    const value = m[2].replace('$api_origins', apiOrigins);
    out.push([m[1], m[1] === 'Content-Security-Policy' ? withPictures(value, pictures) : value]);
  }
  return out;
}

/**
 * `csp` with `pictures` (an origin; none when empty) added to its img-src. The simulator's demo
 * files are on its own http origin (end2end/simulator/README.md, "Demo files"), which production's
 * `img-src 'self' https: data:` does not allow: the simulator's app listener and the test's nginx
 * add it, the one difference from the production policy (production's pictures are on https hosts).
 */
export function withPictures(csp: string, pictures: string): string {
  if (!pictures) return csp;
  return csp
    .split(';')
    .map((d) => d.trim())
    .map((d) => (d.split(' ')[0] === 'img-src' ? `${d} ${pictures}` : d))
    .join('; ');
}

/** The Content-Security-Policy the tests' app servers send (the simulator's, the test's nginx). */
export function testPolicy(apiOrigins: string): string {
  return securityHeaders(apiOrigins, SIM_URL).find(([name]) => name === 'Content-Security-Policy')![1];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Replaces `from`, which must occur exactly once in `text`. */
function replaceOnce(text: string, from: string, to: string, file = 'deploy/nginx/nginx.conf'): string {
  const parts = text.split(from);
  if (parts.length !== 2) throw new Error(`${file}: expected "${from}" once, found ${parts.length - 1}`);
  return parts.join(to);
}

export interface NginxOptions {
  /**
   * The same-origin recipe (platform-proxy.conf), set up as docs/deployment.md says: the include
   * uncommented, no API origin in the CSP, config.json pointing at /platform and /platform-app.
   * Only the two upstream addresses are adapted: the local simulator, over http.
   */
  sameOrigin?: boolean;
}

/**
 * deploy/nginx/nginx.conf, run unprivileged on a free port as it is, but for its three EDIT lines:
 * the port, the root (a copy of dist/ whose config.json points at the simulator) and the API origin;
 * and security-headers.conf as it is, but for the simulator's origin in img-src (see withPictures).
 */
export class NginxServer {
  private constructor(
    readonly url: string,
    /** The served root: dist/ with its config.json replaced. */
    readonly root: string,
    private readonly dir: string,
    private readonly process: ChildProcess,
    private readonly log: () => string,
  ) {}

  static async start(options: NginxOptions = {}): Promise<NginxServer> {
    if (!fs.existsSync(NGINX_BIN)) {
      throw new Error(`${NGINX_BIN} is missing: scripts/bootstrap.sh installs Debian's nginx-light`);
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffing-nginx-'));
    // Run by root, nginx's workers run as nobody: they must be able to read the files.
    fs.chmodSync(dir, 0o755);
    const root = path.join(dir, 'root');
    fs.cpSync(APP_DIR, root, { recursive: true });
    const config = JSON.parse(fs.readFileSync(path.join(APP_DIR, 'config.json'), 'utf8'));
    config.base_url = options.sameOrigin ? SAME_ORIGIN_BASE_URL : SIM_URL;
    config.app_url = options.sameOrigin ? SAME_ORIGIN_APP_URL : SIM_URL;
    fs.writeFileSync(path.join(root, 'config.json'), JSON.stringify(config, null, 2));

    const port = await freePort();
    let conf = fs.readFileSync(NGINX_CONF, 'utf8');
    conf = replaceOnce(conf, 'listen 8080;', `listen 127.0.0.1:${port};`);
    conf = replaceOnce(conf, 'root /srv/staffing/dist;', `root ${root};`);
    const apiOrigins = options.sameOrigin ? '' : SIM_URL;
    conf = replaceOnce(conf, 'default "https://api.example.com";', `default "${apiOrigins}";`);
    if (options.sameOrigin) {
      conf = replaceOnce(conf, '# include platform-proxy.conf;', 'include platform-proxy.conf;');
      const proxyFile = 'deploy/nginx/platform-proxy.conf';
      let proxy = fs.readFileSync(PLATFORM_PROXY_CONF, 'utf8');
      proxy = replaceOnce(proxy, 'proxy_pass https://api.example.com/;', `proxy_pass ${SIM_URL}/;`, proxyFile);
      proxy = replaceOnce(
        proxy,
        'proxy_pass https://app.example.com/;',
        `proxy_pass ${SIM_URL}${SAME_ORIGIN_APP_UPSTREAM_PATH}/;`,
        proxyFile,
      );
      fs.writeFileSync(path.join(dir, 'platform-proxy.conf'), proxy);
      fs.copyFileSync(PLATFORM_PROXY_COMMON_CONF, path.join(dir, 'platform-proxy-common.conf'));
    }
    fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
    // The seed's pictures are on the simulator's http origin (see withPictures): its img-src gains it.
    const policy = fs.readFileSync(SECURITY_HEADERS_CONF, 'utf8');
    const img = "img-src 'self' https: data:;";
    fs.writeFileSync(
      path.join(dir, 'security-headers.conf'),
      replaceOnce(policy, img, img.replace(';', ` ${SIM_URL};`), 'deploy/nginx/security-headers.conf'),
    );

    // stdout is a file, not a pipe: the same-origin recipe logs to /dev/stdout (as in a container),
    // which nginx cannot open when it is a socket, as Node's pipes are.
    const stdoutFile = path.join(dir, 'stdout.log');
    const stdout = fs.openSync(stdoutFile, 'w');
    const child = spawn(NGINX_BIN, ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], {
      stdio: ['ignore', stdout, 'pipe'],
    });
    fs.closeSync(stdout);
    let errors = '';
    child.stderr?.on('data', (d) => (errors += d));
    const output = () => errors + (fs.existsSync(stdoutFile) ? fs.readFileSync(stdoutFile, 'utf8') : '');
    const url = `http://127.0.0.1:${port}`;
    const server = new NginxServer(url, root, dir, child, output);
    // Polled until it answers, it exits, or the deadline passes; the pause is only the interval
    // between two polls, nothing is checked after it.
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (child.exitCode === null && Date.now() < deadline) {
      const up = await fetch(`${url}/robots.txt`).then(() => true, () => false);
      if (up) return server;
      await new Promise((r) => setTimeout(r, POLL_INTERVAL_MS));
    }
    await server.stop();
    const why = child.exitCode !== null ? `exit ${child.exitCode}` : `no answer within ${START_TIMEOUT_MS} ms`;
    throw new Error(`nginx did not start (${why}):\n${errors}`);
  }

  /** What nginx wrote to stdout and stderr (errors and warnings; the recipe's access log). */
  output(): string {
    return this.log();
  }

  async stop(): Promise<void> {
    if (this.process.exitCode === null) {
      const exited = new Promise((r) => this.process.once('exit', r));
      this.process.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
