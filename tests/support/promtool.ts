import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Debian's `promtool check metrics` (package `prometheus`) over a scrape: what it says is wrong with the
 * text (format errors and its lint of names, units and help), empty when nothing.
 */
export function promtoolProblems(text: string): string {
  const program = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((path) => existsSync(path));
  if (!program) throw new Error('These tests need promtool: sudo apt-get update && sudo apt-get install -y prometheus');
  const result = spawnSync(program, ['check', 'metrics'], { input: text, encoding: 'utf8' });
  return result.status === 0 ? '' : `${result.stdout}${result.stderr}`.trim() || `promtool exited ${result.status}`;
}
