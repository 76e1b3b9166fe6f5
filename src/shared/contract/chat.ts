import { z } from "zod";
import { PagingQuerySchema } from "./common.ts";

/** Longest chat message, in characters. */
export const CHAT_MESSAGE_MAX = 2000;

export const ChatSessionIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/**
 * Open a chat by item (a buyer asks the seller) or by order (either party of the order, about its
 * item: this is how a seller messages their buyer).
 */
export const OpenChatInputSchema = z
  .object({
    itemNumber: z.string().trim().min(1, "itemNumber is required").max(64).optional(),
    orderNumber: z.string().trim().min(1).max(64).optional(),
  })
  .refine((v) => v.itemNumber !== undefined || v.orderNumber !== undefined, {
    message: "itemNumber is required",
    path: ["itemNumber"],
  });
export type OpenChatInput = z.infer<typeof OpenChatInputSchema>;

export const ChatMessagesQuerySchema = PagingQuerySchema.extend({ sessionId: ChatSessionIdSchema });

export const SendChatInputSchema = z.object({
  sessionId: ChatSessionIdSchema,
  content: z
    .string()
    .trim()
    .min(1, "Write a message first")
    .max(CHAT_MESSAGE_MAX, `A message is at most ${CHAT_MESSAGE_MAX} characters`),
});
export type SendChatInput = z.infer<typeof SendChatInputSchema>;

export const ChatMessageSchema = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  senderId: z.number().int(),
  content: z.string(),
  createTime: z.number().int(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatItemSchema = z.object({
  itemNumber: z.string(),
  sinCode: z.string(),
  title: z.string(),
  cover: z.string().nullable(),
  priceCents: z.number().int().nullable(),
  status: z.string(),
});

export const ChatSessionSchema = z.object({
  id: z.number().int(),
  item: ChatItemSchema,
  buyerId: z.number().int(),
  sellerId: z.number().int(),
  /** Whether the caller is the buyer or the seller in this conversation. */
  myRole: z.enum(["buyer", "seller"]),
  /** The other party; to the buyer of a store's item, the store (its name and logo, `storeId` set). */
  other: z.object({
    id: z.number().int(),
    name: z.string(),
    pic: z.string().nullable(),
    storeId: z.number().int().nullable(),
  }),
  lastMessage: ChatMessageSchema.nullable(),
  /** Messages from the other party the caller has not read yet. */
  unreadCount: z.number().int(),
  createTime: z.number().int(),
  lastMessageTime: z.number().int(),
});
export type ChatSession = z.infer<typeof ChatSessionSchema>;

/** The `chat` event on `/rt/me/events`: a new message and the session it belongs to. */
export type ChatEvent = { sessionId: number; message: ChatMessage };
