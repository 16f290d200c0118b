// What the local cloud needs outside node_modules: Node 20+ and Java 17+ (DynamoDB Local is a Java
// program). As root on Debian a missing Java is installed; anywhere else the message names the package.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const JAVA_PACKAGE = 'openjdk-17-jre-headless';
const MIN_NODE = 20;
const MIN_JAVA = 17;

/** The major version of the `java` on PATH (`1.8.0_392` counts as 8), or undefined when there is none. */
export const javaMajorVersion = (): number | undefined => {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error) return undefined;
  // `java -version` prints to stderr: openjdk version "17.0.15" 2025-04-15
  const version = /version "(\d+)(?:\.(\d+))?/.exec(`${probe.stderr}${probe.stdout}`);
  if (!version) return undefined;
  const major = Number(version[1]);
  return major === 1 ? Number(version[2]) : major;
};

const canInstallWithApt = (): boolean => process.getuid?.() === 0 && existsSync('/etc/debian_version');

const installJava = (): void => {
  console.log(`Java ${MIN_JAVA}+ is missing; installing ${JAVA_PACKAGE} with apt-get (running as root on Debian)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Slim Debian images lack this folder and the JRE's post-install step fails without it.
  execFileSync('mkdir', ['-p', '/usr/share/man/man1']);
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', JAVA_PACKAGE], { stdio: 'inherit', env });
};

/** Throws an error naming what is missing and how to get it, after installing Java where that is possible. */
export const ensurePrerequisites = (): void => {
  const nodeMajor = Number(process.versions.node.split('.')[0]);
  if (nodeMajor < MIN_NODE) throw new Error(`Node.js ${MIN_NODE} or newer is needed; this is ${process.version}.`);

  const java = javaMajorVersion();
  if (java !== undefined && java >= MIN_JAVA) return;
  const found = java === undefined ? 'no java on PATH' : `java ${java} found`;
  if (!canInstallWithApt()) {
    throw new Error(
      `Java ${MIN_JAVA} or newer is needed for DynamoDB Local (${found}). Install it, e.g. on Debian/Ubuntu: sudo apt-get install ${JAVA_PACKAGE}`,
    );
  }
  installJava();
  const installed = javaMajorVersion();
  if (installed === undefined || installed < MIN_JAVA) {
    throw new Error(`Installed ${JAVA_PACKAGE}, but \`java -version\` still reports ${installed ?? 'nothing'}; check update-alternatives.`);
  }
};
