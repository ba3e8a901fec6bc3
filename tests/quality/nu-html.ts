/**
 * The W3C Nu HTML Checker (vnu.jar, from the pinned `vnu-jar` devDependency) over many pages at once.
 * It is the reference HTML conformance checker: it parses as browsers do and knows the content
 * models and inline CSS, where html-validate (validity.ts) lints by rules. One JVM checks every
 * file given: starting one per page would cost seconds each.
 */
import { spawn, spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The jar ships inside the npm package. Java comes from the machine (Debian's, installed by .ci/run):
 * the package's own runner and install script would download a Java runtime when none is found,
 * which no machine of this project can reach, so the jar is run here directly (and package.json's
 * allowScripts does not list the package).
 */
export const VNU_JAR = fileURLToPath(import.meta.resolve('vnu-jar/build/dist/vnu.jar'));

/** vnu.jar is built for Java 17 and refuses to start on anything older. */
const MIN_JAVA = 17;

/**
 * Messages dropped because the checker's CSS knowledge lags behind browsers, not because a page is
 * wrong. Each entry's comment says why; nothing else is filtered.
 */
export const NU_FILTERS: readonly { message: RegExp }[] = [
  {
    // Tailwind 4 registers its custom properties with @property (CSS Properties and Values API,
    // in every current browser); the checker's CSS parser does not know the at-rule yet.
    message: /^CSS: Unrecognized at-rule “@property”/,
  },
  {
    // Tailwind 4's preflight detects old Safari and Firefox with
    // @supports (… (not (margin-trim:block))) …: a feature query exists to ask about properties a
    // browser may not know, and the checker does not know this one (CSS Box Alignment 4).
    message: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
  },
];

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error' | string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
}

/** `JAVA_HOME`'s java when set, else the one on PATH. */
export function javaCommand(): string {
  return process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
}

/** Why the checker cannot run here (no Java, or one too old), or undefined when it can. */
export function javaMissing(): string | undefined {
  const java = javaCommand();
  const probe = spawnSync(java, ['-version'], { encoding: 'utf8' });
  const install = 'install a Java runtime (Debian: apt-get install default-jre-headless) or set JAVA_HOME';
  if (probe.error || probe.status !== 0) return `The Nu HTML Checker needs Java ${MIN_JAVA}+ and "${java}" does not run (${probe.error?.message ?? `exit ${probe.status}`}): ${install}.`;
  const major = Number(/version "(?:1\.)?(\d+)/.exec(`${probe.stderr}${probe.stdout}`)?.[1]);
  if (!(major >= MIN_JAVA)) return `The Nu HTML Checker needs Java ${MIN_JAVA}+; "${java}" is Java ${major || '(unknown version)'}: ${install}.`;
  return undefined;
}

/**
 * Checks the given HTML files in one run of the checker and returns its errors, minus NU_FILTERS,
 * as `path:line:column message` with paths relative to `root`. Warnings and info are not errors.
 */
export async function checkNuHtml(files: readonly string[], root: string): Promise<string[]> {
  // The checker passes over a file it cannot find in silence (its JSON report lists no files):
  // a page missing here would pass unchecked.
  const missing = files.filter((file) => !statSync(file, { throwIfNoEntry: false })?.isFile());
  const present = files.filter((file) => !missing.includes(file));
  const problems = missing.map((file) => `${relative(root, file)} not found: not checked`);
  if (present.length === 0) return problems;
  const args = [
    // One short run: the quick JIT alone (C1) halves its time (about 3 s for the site's 116 pages,
    // against 5 to 7). C1's larger frames overflow the default thread stack in the checker's deep
    // schema evaluation ("requires a java thread stack size of at least 512k"): 4 MB leaves room.
    '-XX:TieredStopAtLevel=1',
    '-Xss4m',
    '-jar', VNU_JAR,
    '--format', 'json', '--errors-only',
    // The report alone on stdout; stderr keeps the JVM's own complaints.
    '--stdout',
    // Every file is parsed as text/html, whatever its name.
    '--html',
    // Language detection only ever warns (html[lang] is checked by page-checks.ts) and costs a second.
    '--no-langdetect',
    ...present,
  ];
  const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(javaCommand(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    child.on('error', reject);
    child.on('close', (exit) => resolve({ code: exit, stdout: out, stderr: err }));
  });
  let report: { messages: NuMessage[] };
  try {
    report = JSON.parse(stdout) as { messages: NuMessage[] };
  } catch {
    // No JSON: the checker itself failed (bad argument, out of memory). Its exit code 1 alone only means "errors found".
    throw new Error(`The Nu HTML Checker gave no report (exit ${code}): ${stderr.trim() || stdout.trim()}`);
  }
  return problems.concat(report.messages
    .filter((m) => m.type !== 'info')
    .filter((m) => !NU_FILTERS.some((f) => f.message.test(m.message)))
    .map((m) => {
      const file = m.url?.startsWith('file:') ? relative(root, fileURLToPath(m.url)) : (m.url ?? '?');
      const where = m.lastLine === undefined ? file : `${file}:${m.lastLine}:${m.firstColumn ?? 0}`;
      return `${where} ${m.type}: ${m.message}`;
    }));
}
