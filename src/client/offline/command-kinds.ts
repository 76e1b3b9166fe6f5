import type { CommandHandler, CommandKind } from "./command-queue.ts";

/**
 * What the queue does with each kind of command, said once, at start-up, by the app
 * (shell/command-kinds.ts through main.tsx), never by a feature module as it happens to load:
 *
 * - `send`: a flush sends commands of this kind through the feature's handler, loaded the first
 *   time one has to go (a page with nothing queued loads none of them).
 * - `parked`: never sent by a flush; its feature's flow releases each one, once, when its user
 *   confirms it (bids and offers: prices move while a phone is offline).
 *
 * Every kind must be listed (the type says so), so a new kind cannot be queued without its sender.
 */
export type CommandKindSpec<K extends CommandKind> =
  | { send: () => Promise<CommandHandler<K>> }
  | { parked: true };

export type CommandKinds = { [K in CommandKind]: CommandKindSpec<K> };

let registered: CommandKinds | null = null;
const loaded = new Map<CommandKind, Promise<CommandHandler<CommandKind> | null>>();

/** Called once per page, before anything can flush. A second call is a mistake and says so. */
export function registerCommandKinds(kinds: CommandKinds): void {
  if (registered) throw new Error("Command kinds are registered once, at start-up.");
  registered = kinds;
}

/** The kinds as registered (null before start-up). */
export const commandKinds = (): Readonly<CommandKinds> | null => registered;

/**
 * The handler that sends commands of `kind`, loaded once; null for a parked kind, a kind not
 * registered (tests, the server render) or a handler whose module could not load (offline before
 * it was ever cached: the next trigger tries again).
 */
export function handlerOf<K extends CommandKind>(kind: K): Promise<CommandHandler<K> | null> {
  const spec = registered?.[kind] as CommandKindSpec<K> | undefined;
  if (!spec || !("send" in spec)) return Promise.resolve(null);
  let p = loaded.get(kind) as Promise<CommandHandler<K> | null> | undefined;
  if (!p) {
    p = spec.send().catch(() => {
      loaded.delete(kind);
      return null;
    });
    loaded.set(kind, p as Promise<CommandHandler<CommandKind> | null>);
  }
  return p;
}

/** For tests: forget what was registered and loaded. */
export function _resetCommandKinds(): void {
  registered = null;
  loaded.clear();
}
