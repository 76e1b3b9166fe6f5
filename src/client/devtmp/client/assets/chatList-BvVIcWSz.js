import { t as ChatListScreen } from "./chat-screen-BD8fIGXZ.js";

// src/client/routes/chatList.tsx?tsr-split=component
var SplitComponent = ChatListScreen;

export { SplitComponent as component };
