import autocannon from 'autocannon';
const [ports, paths, rounds = 3, secs = 4] = [process.argv[2].split(','), process.argv[3].split(','), Number(process.argv[4] || 3), Number(process.argv[5] || 4)];
const res = {};
for (let r = 0; r < rounds; r++) for (const port of ports) for (const path of paths) {
  const out = await autocannon({ url: `http://localhost:${port}${path}`, connections: 10, duration: secs, headers: { accept: 'text/html', 'accept-language': 'de-DE' } });
  (res[`${port} ${path}`] ??= []).push(out.requests.average);
  if (out.non2xx || out.errors) console.log('ERR', port, path, out.non2xx, out.errors);
}
for (const port of ports) {
  const st = res[`${port} ${paths.at(-1)}`];
  for (const path of paths) { const v = res[`${port} ${path}`]; console.log(port, path, v.map(Math.round).join(' '), 'ratio', v.map((x, i) => (x / st[i]).toFixed(3)).join(' ')); }
}
