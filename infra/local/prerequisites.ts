// What the local cloud needs outside node_modules: Node 20+ and a JDK 17+ (DynamoDB Local is a Java
// program, and the small launcher that binds it to the loopback interface is compiled with javac). As
// root on Debian a missing JDK is installed; anywhere else the message names the package.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's JDK: `java` and `javac`. */
export const JDK_PACKAGE = 'openjdk-17-jdk-headless';
const MIN_NODE = 20;
const MIN_JAVA = 17;

/** The major version a `-version` line names (`17.0.15` is 17, `1.8.0_392` is 8), or undefined. */
const majorOf = (versionText: string, pattern: RegExp): number | undefined => {
  const version = pattern.exec(versionText);
  if (!version) return undefined;
  const major = Number(version[1]);
  return major === 1 ? Number(version[2]) : major;
};

/** The major version of a JDK tool on PATH, or undefined when there is none. */
const toolMajorVersion = (tool: 'java' | 'javac'): number | undefined => {
  const probe = spawnSync(tool, ['-version'], { encoding: 'utf8' });
  if (probe.error) return undefined;
  // `java -version` prints `openjdk version "17.0.15" 2025-04-15` and `javac -version` prints `javac 17.0.15`,
  // on stderr or stdout depending on the version.
  const pattern = tool === 'java' ? /version "(\d+)(?:\.(\d+))?/ : /javac (\d+)(?:\.(\d+))?/;
  return majorOf(`${probe.stderr}${probe.stdout}`, pattern);
};

/** What is missing of Java 17+ and javac 17+, in words; undefined when both are there. */
const missingJdk = (): string | undefined => {
  const found = [
    ['java', toolMajorVersion('java')],
    ['javac', toolMajorVersion('javac')], // absent where only a JRE is installed
  ] as const;
  const short = found.filter(([, major]) => major === undefined || major < MIN_JAVA);
  if (!short.length) return undefined;
  return short.map(([tool, major]) => (major === undefined ? `no ${tool} on PATH` : `${tool} ${major} found`)).join(', ');
};

const canInstallWithApt = (): boolean => process.getuid?.() === 0 && existsSync('/etc/debian_version');

const installJdk = (): void => {
  console.log(`A JDK ${MIN_JAVA}+ is missing; installing ${JDK_PACKAGE} with apt-get (running as root on Debian)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Slim Debian images lack this folder and the JDK's post-install step fails without it.
  execFileSync('mkdir', ['-p', '/usr/share/man/man1']);
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', JDK_PACKAGE], { stdio: 'inherit', env });
};

/** Throws an error naming what is missing and how to get it, after installing the JDK where that is possible. */
export const ensurePrerequisites = (): void => {
  const nodeMajor = Number(process.versions.node.split('.')[0]);
  if (nodeMajor < MIN_NODE) throw new Error(`Node.js ${MIN_NODE} or newer is needed; this is ${process.version}.`);

  const missing = missingJdk();
  if (!missing) return;
  if (!canInstallWithApt()) {
    throw new Error(
      `A JDK ${MIN_JAVA} or newer (java and javac) is needed for DynamoDB Local (${missing}). Install it, e.g. on Debian/Ubuntu: sudo apt-get install ${JDK_PACKAGE}`,
    );
  }
  installJdk();
  const stillMissing = missingJdk();
  if (stillMissing) {
    throw new Error(`Installed ${JDK_PACKAGE}, but ${stillMissing}; check update-alternatives.`);
  }
};
