import type {
  Command,
  CommandError,
  CommandStatus,
  ItemLanded,
  NewCommand,
  Outcome,
  QueueEvent,
  SendResult,
} from "./command-queue.ts";

/**
 * The item outbox's names for its commands on the one command queue (command-queue.ts): saves and
 * publishes of a device draft, replayed in order and re-based on the version each landing returns.
 */
export type OutboxKind = "save" | "publish";
export type OutboxEntry = Command<OutboxKind>;
export type OutboxStatus = CommandStatus;
export type NewEntry = NewCommand<OutboxKind>;
export type Landed = ItemLanded;
export type OutboxEvent = QueueEvent<OutboxKind>;
export type OutboxOutcome = Outcome<OutboxKind>;
export type OutboxSendResult = SendResult<ItemLanded>;
export type OutboxError = CommandError;
export type { FieldError } from "./command-queue.ts";

/**
 * A later save or publish of the same draft after one landed. Edits the same form made after it
 * (`after` links them) take the version it returned; edits of an item created offline learn its
 * number whatever their lineage. An edit from another form keeps its version, so the server answers
 * 10009 and the seller chooses: nothing is silently overwritten.
 */
export function followLanded<E extends OutboxEntry>(later: E, landedEntry: OutboxEntry, landed: Landed): E {
  if (later.after === landedEntry.id) {
    const { sent: _sent, ...rest } = later;
    return { ...rest, itemNumber: landed.itemNumber, version: landed.version } as E;
  }
  if (later.itemNumber === null) {
    const { sent: _sent, ...rest } = later;
    return { ...rest, itemNumber: landed.itemNumber } as E;
  }
  return later;
}

/** Conflict, keep mine: the change goes on top of the server's current version of the item. */
export function rebaseOnCurrent<E extends OutboxEntry>(entry: E, current: unknown): E {
  const c = current as { version?: number; itemNumber?: string } | null;
  return { ...entry, version: c?.version ?? entry.version, itemNumber: c?.itemNumber ?? entry.itemNumber };
}
