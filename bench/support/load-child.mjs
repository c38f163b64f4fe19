// One load of the API benchmarks, in a process of its own: the parent sends the targets and the
// options, this runs one autocannon per target at once and sends back their results. Each load's
// client starts fresh, so what earlier loads left in the client (a grown heap, its collector's
// work on 10 KB answers at 40k req/s) is not counted against a later one: with one long-lived
// client, bare Fastify's 10.6 KB answer ran at 31–38k req/s in most PostgreSQL phases, against
// 50–52k in a bench that ran PostgreSQL alone (bench/README.md).
import autocannon from 'autocannon';

process.once('message', async ({ targets, connections, duration }) => {
  const results = await Promise.all(
    targets.map((t) =>
      autocannon({
        ...t,
        ...(t.body ? { body: Buffer.from(t.body) } : {}),
        connections,
        duration,
      }),
    ),
  );
  process.send(
    results.map((r) => ({
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      bad: r.errors + r.timeouts + r.non2xx,
    })),
    () => process.exit(0),
  );
});
