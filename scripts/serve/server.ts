// What the local servers and scripts share: the loopback address, a command line, Ctrl-C.
import type { Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type Running = { url: string; port: number; close: () => Promise<void> };

/** Listens on 127.0.0.1 (`port` 0: any free port): the port, or a rejection with EADDRINUSE. */
export const listen = (server: Server, port: number) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  });

export const isMain = (meta: ImportMeta) => path.resolve(process.argv[1] ?? '') === meta.filename;

export const portTaken = (error: unknown) => (error as { code?: string }).code === 'EADDRINUSE';

/** Closes the servers on Ctrl-C or SIGTERM, then exits as a shell expects. */
export function closeOnSignal(servers: Running[]) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, async () => {
      await Promise.allSettled(servers.map((server) => server.close()));
      process.exit(128 + os.constants.signals[signal]);
    });
}

/** A server's command line: started, then said where, until Ctrl-C; a port in use said plainly. */
export async function serveFromCli<T extends Running>(
  start: () => Promise<T>,
  where: (server: T) => string,
) {
  try {
    const server = await start();
    console.log(where(server));
    closeOnSignal([server]);
  } catch (error) {
    const { message } = error as Error;
    console.error(portTaken(error) ? `Port in use: ${message}` : message);
    process.exit(1);
  }
}
