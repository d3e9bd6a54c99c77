import { expect } from '@playwright/test';
import { test } from '../site-test';
import { formatSoak, runSoak, soakSettings } from '../../../scripts/bench/soak.mjs';
import { missingPrograms } from '../../../scripts/cluster/services.mjs';

/**
 * `npm run bench:soak` for a minute (scripts/bench/soak.mjs, bench/README.md "Soak"): a test CMS,
 * redis-server, two instances of a copy of the CMS-mode build and nginx, on ports of this spec's own,
 * under the same mixed traffic and held to the same targets as the 10-minute run.
 */
const ports = { cms: 3350, redis: 6395, nginx: 3450, instances: [3451, 3452] };

test('a minute of mixed traffic through nginx, one instance restarted: no 5xx, every enquiry and publish arrive, memory and descriptors hold', async () => {
  // 60 s of traffic after its warm-up, three pauses to measure at rest (up to ~16 s each), the start of
  // three instances (up to 60 s each on a busy machine) and of the CMS, Redis and nginx.
  const settings = soakSettings({ durationSeconds: 60 });
  test.setTimeout((settings.durationSeconds + settings.warmupSeconds + 3 * 16 + 3 * 60 + 30) * 1000);
  const missing = missingPrograms();
  if (missing.length > 0) throw new Error(`The soak needs ${missing.map(({ name, install }) => `${name} (${install})`).join(', ')}`);
  const result = await runSoak({ ports, settings, log: () => undefined });
  await test.info().attach('soak figures', { body: formatSoak(result), contentType: 'text/plain' });
  expect(result.failures, formatSoak(result)).toEqual([]);
  // The verdict rests on the run's own figures: every instance measured, the traffic as asked.
  expect(result.instances.flatMap((instance) => instance.lives)).toHaveLength(3);
  expect(result.requests, 'at least 10 requests a second, whatever the machine').toBeGreaterThan(settings.durationSeconds * 10);
});
