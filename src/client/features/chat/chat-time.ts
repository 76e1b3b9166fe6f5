const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });

/** Today: the time; earlier: the date. */
export function formatChatTime(at: number, now = Date.now()): string {
  const d = new Date(at);
  const n = new Date(now);
  const sameDay =
    d.getFullYear() === n.getFullYear() && d.getMonth() === n.getMonth() && d.getDate() === n.getDate();
  return sameDay ? time.format(d) : day.format(d);
}

export const formatMessageTime = (at: number) => time.format(new Date(at));
