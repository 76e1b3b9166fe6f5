import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { ChatListScreen } from "../features/chat/chat-screen.tsx";

export const Route = createFileRoute("/chatList")({
  beforeLoad: requireSignIn,
  component: ChatListScreen,
});
