import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useRef } from "react";
import { lazyPart } from "../ui/lazy-part.tsx";
import { Spinner } from "../ui/page.tsx";
import { TextLink } from "../ui/text-link.tsx";
import { slots } from "./slots.ts";

/** The bell's dropdown on wide screens; the notifications feature provides its content through `slots`. */
export function NotificationsPopover({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLElement>(null);
  const { t } = useLingui();
  const Content = useMemo(
    () =>
      slots.notificationsDropdown
        ? lazyPart(
            slots.notificationsDropdown,
            <div className="flex justify-center p-6">
              <Spinner />
            </div>,
          )
        : null,
    [],
  );
  useEffect(() => {
    const onDown = (e: PointerEvent) => {
      const t = e.target as Node;
      if (ref.current && !ref.current.contains(t) && !(t as Element).closest?.("[data-bell]")) onClose();
    };
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    document.addEventListener("pointerdown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [onClose]);
  return (
    <section
      ref={ref}
      aria-label={t`Notifications list`}
      // Phones: a full-width sheet under the bar; wider screens: a dropdown under the bell.
      className="absolute inset-x-0 top-full z-50 w-full overflow-hidden bg-white text-slate-900 shadow-2xl ring-1 ring-slate-200 md:left-auto md:right-0 md:mt-2 md:w-[24rem] md:rounded-xl"
    >
      {Content ? (
        <Content onClose={onClose} />
      ) : (
        <div className="p-4 text-sm">
          <p className="font-semibold">
            <Trans>Notifications</Trans>
          </p>
          <TextLink href="/notifications" onClick={onClose} className="mt-3 inline-block">
            <Trans>See more notifications</Trans>
          </TextLink>
        </div>
      )}
    </section>
  );
}
