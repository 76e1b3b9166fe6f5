import { useLingui } from "@lingui/react/macro";
import { Page } from "../../ui/page.tsx";
import { NotificationList } from "./notification-list.tsx";
import { PushOfferInline } from "./push-offer.tsx";

/** /notifications: the dropdown's list, full page, with the push offer while undecided. */
export function NotificationsScreen() {
  const { t } = useLingui();
  return (
    <Page heading={t`Notifications`} width="narrow" className="md:max-w-3xl">
      <PushOfferInline />
      <NotificationList variant="page" />
    </Page>
  );
}
