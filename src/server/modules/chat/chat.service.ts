import type { ChatEvent, ChatMessage, ChatSession } from "#shared/contract/chat";
import type { Page, PagingQuery } from "#shared/contract/common";
import type { DbOrTx } from "../../db/client.ts";
import type { AppDeps, AuthInfo } from "../../platform/context.ts";
import { forbidden, notFound } from "../../platform/errors.ts";
import { displayName, getStoreById, getUserById } from "../accounts/index.ts";
import { findItemByNumber, itemRowsByIds, summariesByIds } from "../catalog/index.ts";
import { assertNotBlocked, type MessageView, provideMessages } from "../moderation/index.ts";
import { publishUnread, userChannel } from "../notifications/index.ts";
import { getOrderDetail } from "../orders/index.ts";
import {
  type ChatMessageRow,
  type ChatSessionRow,
  findSession,
  insertMessage,
  lastMessages,
  markReadUpTo,
  medianResponseMs,
  messagesAround,
  messageWithSession,
  newestMessageId,
  pageMessages,
  pageSessions,
  touchSession,
  unreadBySession,
  upsertSession,
} from "./chat.repo.ts";

const sessionNotFound = () => notFound("This conversation does not exist");

function roleOf(s: ChatSessionRow, userId: number): "buyer" | "seller" | null {
  if (s.buyerId === userId) return "buyer";
  if (s.sellerId === userId) return "seller";
  return null;
}

/** A session the user takes part in; anyone else's is 10004 (no hint that it exists). */
async function participantSession(db: DbOrTx, userId: number, sessionId: number, lock = false) {
  const s = await findSession(db, sessionId, lock);
  const role = s ? roleOf(s, userId) : null;
  if (!s || !role) throw sessionNotFound();
  return { session: s, role };
}

export function toChatMessage(m: ChatMessageRow): ChatMessage {
  return {
    id: m.id,
    sessionId: m.sessionId,
    senderId: m.senderId,
    content: m.content,
    createTime: m.createdAt,
  };
}

/** Build the answers for several sessions: item, the other party, last message, unread count. */
async function toSessions(db: DbOrTx, userId: number, rows: ChatSessionRow[]): Promise<ChatSession[]> {
  const ids = rows.map((r) => r.id);
  const otherIds = [...new Set(rows.map((r) => (r.buyerId === userId ? r.sellerId : r.buyerId)))];
  const [items, itemRows, last, unread, others] = await Promise.all([
    summariesByIds(
      db,
      rows.map((r) => r.itemId),
    ),
    itemRowsByIds(
      db,
      rows.map((r) => r.itemId),
    ),
    lastMessages(db, ids),
    unreadBySession(db, userId, ids),
    Promise.all(otherIds.map((id) => getUserById(db, id))),
  ]);
  const people = new Map(others.filter((u) => u !== null).map((u) => [u.id, u]));
  // A store's item is sold by the store: its buyers talk to the store (name and logo), as its listing says.
  const storeIds = new Set(
    [...itemRows.values()].map((i) => i.storeId).filter((x): x is number => x !== null),
  );
  const stores = new Map(
    (await Promise.all([...storeIds].map((id) => getStoreById(db, id))))
      .filter((st) => st !== null)
      .map((st) => [st.id, st]),
  );
  return rows.map((r) => {
    const role = r.buyerId === userId ? "buyer" : "seller";
    const otherId = role === "buyer" ? r.sellerId : r.buyerId;
    const other = people.get(otherId);
    const item = items.get(r.itemId);
    const lastMessage = last.get(r.id);
    return {
      id: r.id,
      item: {
        itemNumber: item?.itemNumber ?? "",
        sinCode: item?.sinCode ?? "",
        title: item?.title ?? "Item",
        cover: item?.cover ?? null,
        priceCents: item?.priceCents ?? null,
        status: item?.status ?? "ended",
      },
      buyerId: r.buyerId,
      sellerId: r.sellerId,
      myRole: role,
      other: (() => {
        const person = { id: otherId, name: other ? displayName(other) : "Member", pic: other?.pic ?? null };
        const storeId = itemRows.get(r.itemId)?.storeId ?? null;
        const store = role === "buyer" && storeId !== null ? stores.get(storeId) : undefined;
        return store
          ? { ...person, name: store.storeName, pic: store.logo ?? person.pic, storeId: store.id }
          : { ...person, storeId: null };
      })(),
      lastMessage: lastMessage ? toChatMessage(lastMessage) : null,
      unreadCount: unread.get(r.id) ?? 0,
      createTime: r.createdAt,
      lastMessageTime: r.lastMessageAt,
    };
  });
}

/** POST /chat/session: the buyer's conversation with the item's seller, opened once and reused. */
export async function openSession(deps: AppDeps, auth: AuthInfo, itemNumber: string): Promise<ChatSession> {
  const db = deps.database.db;
  const item = await findItemByNumber(db, itemNumber);
  // Drafts and withdrawn listings are not public: nobody opens a chat about them.
  if (!item || item.status === "draft" || item.status === "withdrawn")
    throw notFound("This item does not exist or is no longer available");
  if (item.sellerId === auth.userId) throw forbidden("This is your own item: buyers contact you here.");
  await assertNotBlocked(db, item.sellerId, auth.userId);
  const row = await upsertSession(db, {
    itemId: item.id,
    buyerId: auth.userId,
    sellerId: item.sellerId,
    now: deps.clock.now(),
  });
  const [session] = await toSessions(db, auth.userId, [row]);
  return session!;
}

/**
 * The chat between an order's buyer and seller about its item, opened by either of them (a seller
 * cannot start a chat with a stranger, only with someone who bought from them). Others: 10004.
 */
export async function openSessionForOrder(
  deps: AppDeps,
  auth: AuthInfo,
  orderNumber: string,
): Promise<ChatSession> {
  const order = await getOrderDetail(deps, auth, orderNumber);
  const row = await upsertSession(deps.database.db, {
    itemId: order.item.id,
    buyerId: order.buyer.id,
    sellerId: order.seller.id,
    now: deps.clock.now(),
  });
  const [session] = await toSessions(deps.database.db, auth.userId, [row]);
  return session!;
}

export async function getSession(deps: AppDeps, auth: AuthInfo, sessionId: number): Promise<ChatSession> {
  const db = deps.database.db;
  const { session } = await participantSession(db, auth.userId, sessionId);
  const [out] = await toSessions(db, auth.userId, [session]);
  return out!;
}

export async function listSessions(
  deps: AppDeps,
  auth: AuthInfo,
  q: PagingQuery,
): Promise<Page<ChatSession>> {
  const db = deps.database.db;
  const offset = (q.currentPage - 1) * q.pageSize;
  const { total, rows } = await pageSessions(db, auth.userId, q.pageSize, offset);
  return {
    list: await toSessions(db, auth.userId, rows),
    total,
    hasNextPage: offset + rows.length < total,
  };
}

/** GET /chat/messages: newest first; reading the conversation marks everything in it read. */
export async function listMessages(
  deps: AppDeps,
  auth: AuthInfo,
  q: PagingQuery & { sessionId: number },
): Promise<Page<ChatMessage>> {
  const db = deps.database.db;
  const { session, role } = await participantSession(db, auth.userId, q.sessionId);
  const offset = (q.currentPage - 1) * q.pageSize;
  const { total, rows } = await pageMessages(db, session.id, q.pageSize, offset);
  if (q.currentPage === 1) await markRead(deps, session, role, auth.userId);
  return { list: rows.map(toChatMessage), total, hasNextPage: offset + rows.length < total };
}

/** POST /chat/read: mark a conversation read without loading it (the open chat screen on a live message). */
export async function readSession(deps: AppDeps, auth: AuthInfo, sessionId: number): Promise<void> {
  const { session, role } = await participantSession(deps.database.db, auth.userId, sessionId);
  await markRead(deps, session, role, auth.userId);
}

async function markRead(deps: AppDeps, session: ChatSessionRow, role: "buyer" | "seller", userId: number) {
  await deps.database.db.transaction(async (tx) => {
    const newest = await newestMessageId(tx, session.id);
    if (newest > 0 && (await markReadUpTo(tx, session, role, newest))) await publishUnread(deps, tx, userId);
  });
}

/** POST /chat/send: store, publish to both sides' streams, and update the recipient's unread badge. */
export async function sendMessage(
  deps: AppDeps,
  auth: AuthInfo,
  input: { sessionId: number; content: string },
): Promise<ChatMessage> {
  return deps.database.db.transaction(async (tx) => {
    const { session, role } = await participantSession(tx, auth.userId, input.sessionId, true);
    await assertNotBlocked(tx, role === "buyer" ? session.sellerId : session.buyerId, auth.userId);
    const now = deps.clock.now();
    const row = await insertMessage(tx, {
      sessionId: session.id,
      senderId: auth.userId,
      content: input.content,
      now,
    });
    await touchSession(tx, session.id, now);
    // What you send, you have read.
    await markReadUpTo(tx, session, role, row.id);
    const message = toChatMessage(row);
    const event: ChatEvent = { sessionId: session.id, message };
    const recipient = role === "buyer" ? session.sellerId : session.buyerId;
    await deps.bus.publish(tx, userChannel(auth.userId), "chat", event);
    await deps.bus.publish(tx, userChannel(recipient), "chat", event);
    await publishUnread(deps, tx, recipient);
    return message;
  });
}

/** The member's typical time to answer a chat, in ms (for their public profile). */
export function typicalResponseMs(deps: AppDeps, userId: number): Promise<number | null> {
  return medianResponseMs(deps.database.db, userId);
}

/** What moderation shows of a reported message and the conversation around it. */
async function messageViews(
  db: DbOrTx,
  rows: ChatMessageRow[],
  session: ChatSessionRow,
): Promise<MessageView[]> {
  const item = (await summariesByIds(db, [session.itemId])).get(session.itemId);
  return rows.map((m) => ({
    id: m.id,
    sessionId: m.sessionId,
    senderId: m.senderId,
    content: m.content,
    createTime: m.createdAt,
    participants: [session.buyerId, session.sellerId],
    itemNumber: item?.itemNumber ?? "",
  }));
}

export function registerChatForModeration(): void {
  provideMessages(
    async (_deps, tx, id) => {
      const found = await messageWithSession(tx, id);
      return found ? ((await messageViews(tx, [found.m], found.s))[0] ?? null) : null;
    },
    async (_deps, tx, id, around) => {
      const found = await messageWithSession(tx, id);
      if (!found) return [];
      return messageViews(tx, await messagesAround(tx, found.s.id, id, around), found.s);
    },
  );
}
