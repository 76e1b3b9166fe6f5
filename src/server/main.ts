import { envOrExit } from "./env.ts";
import { startTracing } from "./platform/tracing.ts";

// Entry point of `npm start` (through scripts/start.mjs, which builds the client first when stale).
async function main() {
  const env = envOrExit();
  // Tracing first: the server's modules (http, pg) are imported after its instrumentations are on.
  let stopTracing: Awaited<ReturnType<typeof startTracing>>;
  let server: Awaited<ReturnType<typeof import("./server.ts").startServer>>;
  try {
    stopTracing = await startTracing(env);
    const { startServer } = await import("./server.ts");
    server = await startServer(env);
  } catch (err) {
    console.error(`Could not start: ${(err as Error).message}`);
    process.exit(1);
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.deps.log.info("shutting down", { signal });
    server
      .drain()
      .then(() => stopTracing?.())
      .then(
        () => process.exit(0),
        (err) => {
          console.error(err);
          process.exit(1);
        },
      );
  };
  // A promise nobody awaited that fails (a background write during a database outage, say) is
  // logged: one lost task must not take every request in flight down with the process.
  process.on("unhandledRejection", (err) =>
    server.deps.log.error("unhandled rejection", {
      err: err instanceof Error ? (err.stack ?? err.message) : String(err),
    }),
  );
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

void main();
