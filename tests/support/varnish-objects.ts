import { spawnSync } from 'node:child_process';
import { findProgram } from '../../scripts/cluster/services.mjs';

/** How many objects the Varnish of `workFolder` stores now (`MAIN.n_object`, hit-for-miss ones included). */
export function storedObjects(workFolder: string): number {
  const stat = spawnSync(findProgram('varnishstat') ?? 'varnishstat', ['-n', workFolder, '-1', '-j', '-f', 'MAIN.n_object'], { encoding: 'utf8' });
  const counters = JSON.parse(stat.stdout) as { counters?: Record<string, { value: number }> } & Record<string, { value: number }>;
  return (counters.counters ?? counters)['MAIN.n_object']!.value;
}
