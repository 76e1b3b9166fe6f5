import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { ChatScreen } from "../features/chat/chat-screen.tsx";
import { field, isInt, searchSchema } from "../route-search.ts";

const ChatSearchSchema = searchSchema({
  sessionId: field.number((n) => isInt(n) && n > 0),
  itemNumber: field.textLength(1, 64),
  orderNumber: field.textLength(1, 64),
});

export const Route = createFileRoute("/chat")({
  validateSearch: ChatSearchSchema,
  beforeLoad: requireSignIn,
  component: function Chat() {
    const { sessionId, itemNumber, orderNumber } = Route.useSearch();
    return <ChatScreen sessionId={sessionId} itemNumber={itemNumber} orderNumber={orderNumber} />;
  },
});
