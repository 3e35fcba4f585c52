// Preloaded into a server a bench starts (startBenchServer's `preload`): SIGUSR2 starts a CPU profile of
// the process, the next SIGUSR2 writes it as PM_CPU_PROF_DIR/server-<pid>-<n>.cpuprofile (open it in
// Chromium's DevTools, Performance panel), so a bench profiles exactly the requests it measures.
import fs from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';

const dir = process.env.PM_CPU_PROF_DIR;
if (dir) {
  fs.mkdirSync(dir, { recursive: true });
  const session = new inspector.Session();
  session.connect();
  let running = false;
  let n = 0;
  process.on('SIGUSR2', () => {
    if (!running) {
      running = true;
      session.post('Profiler.enable', () =>
        session.post('Profiler.setSamplingInterval', { interval: 200 }, () => session.post('Profiler.start')),
      );
      return;
    }
    running = false;
    session.post('Profiler.stop', (err, result) => {
      if (err) return;
      const file = path.join(dir, `server-${process.pid}-${++n}.cpuprofile`);
      // Written under another name first: whoever waits for the file reads it whole.
      fs.writeFileSync(`${file}.part`, JSON.stringify(result.profile));
      fs.renameSync(`${file}.part`, file);
    });
  });
}
