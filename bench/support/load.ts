import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// One autocannon load in a fresh process (./load-child.mjs says why), for the benchmarks that
// load one target at a time.

const LOAD_CHILD = fileURLToPath(new URL('./load-child.mjs', import.meta.url));

export type TTarget = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
};
export type TFigures = { rps: number; p50: number; p99: number; bad: number };

export async function loadOnce(
  target: TTarget,
  connections: number,
  duration: number,
): Promise<TFigures> {
  const child = fork(LOAD_CHILD, [], { serialization: 'advanced', stdio: 'inherit' });
  const [figures] = await new Promise<TFigures[]>((resolve, reject) => {
    child.once('message', (message) => resolve(message as TFigures[]));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the load's process ended (${code})`)));
    child.send({ targets: [target], connections, duration });
  });
  if (!figures) throw new Error('no figures');
  return figures;
}
