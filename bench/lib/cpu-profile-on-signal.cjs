// Preloaded into a profiled process (NODE_OPTIONS=--require …; --cpu-prof is not allowed there):
// the first SIGUSR2 starts V8's CPU profiler, the next one stops it and writes
// <CIVIC_CPU_PROFILE_DIR>/<SERVICE_NAME>-<pid>-<n>.cpuprofile, so a profile covers exactly the
// load a bench drives between the two signals. With CIVIC_HEAP_PROFILE=1 the same window is also
// sampled for allocations (garbage included, which is what the collector's time is spent on):
// <SERVICE_NAME>-<pid>-<n>.heapprofile, readable in Chrome DevTools or by lib/heapprofile.mjs.
const inspector = require('node:inspector');
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');

const dir = process.env.CIVIC_CPU_PROFILE_DIR;
const heap = process.env.CIVIC_HEAP_PROFILE === '1';
let session;
let n = 0;
if (dir) {
  process.on('SIGUSR2', () => {
    const name = `${process.env.SERVICE_NAME ?? 'node'}-${process.pid}-${n}`;
    if (!session) {
      session = new inspector.Session();
      session.connect();
      session.post('Profiler.enable', () => session.post('Profiler.start'));
      if (heap)
        session.post('HeapProfiler.startSampling', { samplingInterval: 16384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
      return;
    }
    const current = session;
    session = undefined;
    n += 1;
    current.post('Profiler.stop', (err, result) => {
      if (!err) writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(result.profile));
      if (!heap) return current.disconnect();
      current.post('HeapProfiler.stopSampling', (heapErr, sampled) => {
        if (!heapErr) writeFileSync(join(dir, `${name}.heapprofile`), JSON.stringify(sampled.profile));
        current.disconnect();
      });
    });
  });
}
