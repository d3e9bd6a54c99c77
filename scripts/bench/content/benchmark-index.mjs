// Lighthouse's `benchmarkIndex` (its measure of the CPU's speed at that moment, as `npm run bench`
// reports it) beside a time measured without a browser: one Lighthouse run of a blank page served from
// this process, in Debian's Chromium. The page costs nothing, so the index is the machine's.
import { createServer } from 'node:http';
// chrome-launcher is Lighthouse's own dependency (not one of ours).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../../chromium.mjs';

export async function startBenchmarkIndex() {
  const page = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="en"><title>benchmarkIndex</title><p>benchmarkIndex</p></html>');
  });
  await new Promise((resolve) => page.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${page.address().port}/`;
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] });
  return {
    /** The index now (higher is faster), or null when Lighthouse could not measure. */
    async measure() {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: ['viewport'] }).catch(() => undefined);
      return result?.lhr.environment.benchmarkIndex ?? null;
    },
    async stop() {
      await Promise.resolve(chrome.kill()).catch(() => {});
      await new Promise((resolve) => page.close(resolve));
    },
  };
}
