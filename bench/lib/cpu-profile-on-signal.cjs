// Preloaded into a profiled process (NODE_OPTIONS=--require …; --cpu-prof is not allowed there):
// the first SIGUSR2 starts V8's CPU profiler, the next one stops it and writes
// <CIVIC_CPU_PROFILE_DIR>/<SERVICE_NAME>-<pid>-<n>.cpuprofile, so a profile covers exactly the
// load a bench drives between the two signals.
const inspector = require('node:inspector');
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');

const dir = process.env.CIVIC_CPU_PROFILE_DIR;
let session;
let n = 0;
if (dir) {
  process.on('SIGUSR2', () => {
    if (!session) {
      session = new inspector.Session();
      session.connect();
      session.post('Profiler.enable', () => session.post('Profiler.start'));
      return;
    }
    const current = session;
    session = undefined;
    current.post('Profiler.stop', (err, result) => {
      if (!err) writeFileSync(join(dir, `${process.env.SERVICE_NAME ?? 'node'}-${process.pid}-${n++}.cpuprofile`), JSON.stringify(result.profile));
      current.disconnect();
    });
  });
}
