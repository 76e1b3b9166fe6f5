import { DEFAULT_LOCALE, type Locale } from "#shared/locale";
import { translateNotice } from "../../i18n/messages.ts";
import type { NotificationRow } from "./notifications.repo.ts";

/*
 * Notices are stored in English and shown in the reader's language (i18n/catalogue.ts NOTICES). A
 * placeholder's value is translated when it is a message or a term; a value built from data with
 * words of its own (a saved search's label: "“camera” · Cameras & Photo · Like new") cannot be
 * read back, so the module that writes such notices registers, by jump type, how to build those
 * values again in a language from the row (its jumpId). The title and text are then rendered at
 * read and send time in the reader's language, old rows too. Registered rather than imported:
 * those modules depend on notifications, not the other way.
 */

/** The values of a notice's placeholders in `locale`, built from its row (null: none to replace). */
export type NoticeValues = (
  row: Pick<NotificationRow, "jumpId" | "jumpType">,
  locale: Locale,
) => Record<string, string> | null;

const valuesByJumpType = new Map<number, NoticeValues>();

/** How notices of `jumpType` get their data-built values in a language (once per process is enough). */
export function registerNoticeValues(jumpType: number, values: NoticeValues): void {
  valuesByJumpType.set(jumpType, values);
}

/** A notice's title and text in `locale`. */
export function noticeText(
  row: Pick<NotificationRow, "title" | "content" | "jumpId" | "jumpType">,
  locale: Locale,
): { title: string; content: string } {
  if (locale === DEFAULT_LOCALE) return { title: row.title, content: row.content };
  const values = valuesByJumpType.get(row.jumpType)?.(row, locale) ?? undefined;
  return {
    title: translateNotice(row.title, locale, values),
    content: translateNotice(row.content, locale, values),
  };
}
