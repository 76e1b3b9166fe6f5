import { CommandView } from "../../offline/command-queue.ts";
import { commandQueue, currentUserId, identityNow } from "../../offline/commands.ts";

/**
 * The item outbox: the queue's saves and publishes, as the selling screens list and change them.
 * How they are sent is item-commands.ts; when, the offline slice's triggers (offline/sync.ts).
 */
export const outbox = new CommandView(commandQueue, ["save", "publish"] as const);

export { currentUserId };

/** The identity a queued item change keeps (and replays as). */
export const identityForEntries = identityNow;
