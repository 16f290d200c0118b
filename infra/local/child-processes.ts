// Every child process the local cloud starts is tracked here, so none outlives the parent:
// a normal stop terminates them gracefully, and any exit of the parent (including an uncaught
// error) kills what is left synchronously, because an orphaned Java process keeps its port.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

const hasExited = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;

/** Registers a child so that it dies with this process. */
export const trackChild = (child: ChildProcess): ChildProcess => {
  running.add(child);
  child.once('exit', () => running.delete(child));
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    // 'exit' handlers must be synchronous: a signal is all there is time for.
    process.on('exit', () => {
      for (const c of running) c.kill('SIGKILL');
    });
  }
  return child;
};

/** SIGTERM, then SIGKILL if the child is still alive after `graceMs`; resolves once it has exited. */
export const stopChild = async (child: ChildProcess, graceMs = 3000): Promise<void> => {
  if (hasExited(child)) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  try {
    await exited;
  } finally {
    clearTimeout(timer);
  }
};
