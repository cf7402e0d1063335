/**
 * How starved of CPU this machine is: the wall time of 100 ms of busy work over the CPU time it got (1 on
 * a machine with a core to spare; 5 when five others want the same core). On a shared machine a server
 * waits for a CPU as well as for its own work, and no design can answer within 100 ms when it gets a
 * tenth of a core, so tests bound a wait in time of a whole CPU: multiplied by this factor. Test-only.
 */
export function starvation(): number {
  const cpu = process.cpuUsage();
  const started = performance.now();
  while (performance.now() - started < 100);
  const used = process.cpuUsage(cpu);
  return Math.max(1, 100 / Math.max(1, (used.user + used.system) / 1000));
}
