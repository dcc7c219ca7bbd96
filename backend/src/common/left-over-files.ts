/**
 * Whether a file or folder named `<name>.<pid>.part` was left half-written by a process that is
 * no longer running (one still running finishes its own).
 */
export function isLeftOver(name: string): boolean {
  const writer = /\.(\d+)\.part$/.exec(name);
  if (!writer) return false;
  try {
    process.kill(Number(writer[1]), 0);
    return false;
  } catch (error) {
    // EPERM: the process exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
