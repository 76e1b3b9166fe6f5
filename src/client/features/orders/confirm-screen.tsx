import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { Code } from "#shared/codes";
import type { Order } from "#shared/contract/orders";
import { formatCents } from "#shared/money";
import { call, newIdempotencyKey, settled } from "../../api/index.ts";
import { getIdentityToken } from "../../api/session-store.ts";
import { showToast } from "../../api/toast-store.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button, buttonLook } from "../../ui/button.tsx";
import { CameraPreview } from "../../ui/camera-preview.tsx";
import { cx } from "../../ui/cx.ts";
import { QrIcon } from "../../ui/icons.tsx";
import { Page, Skeleton } from "../../ui/page.tsx";
import { type QrCamera, startQrCamera } from "../../ui/qr-camera.ts";
import { isOffline, QueryFailure } from "../../ui/query-state.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { confirmQueue } from "./confirm-queue.ts";
import { card, ItemThumb, StatusBadge } from "./order-ui.tsx";
import { orderDetailQuery, orderKeys } from "./orders-queries.ts";
import {
  looksSigned,
  pickupVerifyKeyQuery,
  storedVerifyKey,
  type VerifyKey,
  verifyPickupQr,
} from "./pickup-verify.ts";
import { useQueuedConfirms } from "./use-confirm-queue.ts";

const enc = encodeURIComponent;

function OrderLine({ order }: { order: Order }) {
  const buyerName = order.buyer.name;
  return (
    <div className="flex items-center gap-3">
      <ItemThumb cover={order.item.cover} />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm font-semibold text-slate-900">{order.item.title}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
          <StatusBadge status={order.status} /> <Trans>Buyer: {buyerName}</Trans>
        </p>
      </div>
      <p className="text-base font-bold text-slate-900">{formatCents(order.amountCents)}</p>
    </div>
  );
}

/**
 * /order/confirm/{orderNumber}: the seller confirms the handoff with the buyer's 6-digit code or by
 * scanning the buyer's signed QR. A QR is checked on the device with the server's public key, so it
 * works with no signal; confirmations made offline wait in a queue and are sent when back online.
 */
export function ConfirmPickupScreen({ orderNumber }: { orderNumber: string }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const q = useQuery(orderDetailQuery(orderNumber));
  const keyQ = useQuery(pickupVerifyKeyQuery());
  const queued = useQueuedConfirms().find((e) => e.orderNumber === orderNumber);
  const order = q.data;
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Order | null>(null);
  const [scanMsg, setScanMsg] = useState<string | null>(null);
  const [scanning, setScanning] = useState<"idle" | "starting" | "on">("idle");
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<QrCamera | null>(null);
  const handled = useRef(false);
  const idem = useRef(newIdempotencyKey());
  const codeRef = useRef<HTMLInputElement>(null);

  const queue = useCallback(
    async (pickupCode: string, verified: boolean) => {
      await confirmQueue.enqueue({
        orderNumber,
        pickupCode,
        idempotencyKey: idem.current,
        verified,
        identityToken: getIdentityToken(),
      });
      showToast(t`You are offline. The confirmation will be sent when you are back online.`, "info", 5000);
    },
    [orderNumber, t],
  );

  const confirm = useCallback(
    async (pickupCode: string, verified: boolean) => {
      setError(undefined);
      if (typeof navigator !== "undefined" && !navigator.onLine) return queue(pickupCode, verified);
      setBusy(true);
      const r = await settled(
        call("POST", "/order/confirm", {
          body: { orderNumber, pickupCode },
          idempotencyKey: idem.current,
        }),
      );
      setBusy(false);
      if (r.ok) {
        qc.setQueryData(orderKeys.detail(orderNumber), r.data);
        void qc.invalidateQueries({ queryKey: orderKeys.lists() });
        void qc.invalidateQueries({ queryKey: ["wallet"] });
        setDone(r.data);
        return;
      }
      if (r.offline) return queue(pickupCode, verified);
      // A refused code is final for this key; the next try is a new request.
      idem.current = newIdempotencyKey();
      handled.current = false;
      if (r.code === Code.WRONG_PICKUP_CODE) {
        setError(r.message || t`The pickup code is wrong.`);
        codeRef.current?.focus();
      } else if (r.code === Code.ILLEGAL_ORDER_STATE) {
        setError(r.message || t`This order cannot be confirmed now.`);
        void q.refetch();
      } else setError(r.fieldErrors.pickupCode || r.message || t`The pickup could not be confirmed.`);
    },
    [orderNumber, qc, q, queue, t],
  );

  const onScanned = useCallback(
    async (text: string) => {
      if (handled.current) return;
      const scanned = text.trim();
      if (/^\d{6}$/.test(scanned)) {
        handled.current = true;
        scanner.current?.stop();
        setScanning("idle");
        setCode(scanned);
        return confirm(scanned, false);
      }
      if (!looksSigned(scanned)) {
        setScanMsg(t`That QR code is not a pickup code.`);
        return;
      }
      handled.current = true;
      scanner.current?.stop();
      setScanning("idle");
      const key: VerifyKey | null = keyQ.data ?? (await storedVerifyKey());
      if (!key) {
        // Never seen the key: only the server can check it, so send it as it is (or queue it).
        setScanMsg(null);
        return confirm(scanned, false);
      }
      const claims = await verifyPickupQr(scanned, key);
      if (!claims) {
        handled.current = false;
        setScanMsg(t`This QR code is not a valid pickup code from this marketplace.`);
        return;
      }
      if (claims.orderNumber !== orderNumber) {
        handled.current = false;
        const other = claims.orderNumber;
        setScanMsg(t`This pickup code is for another order (No. ${other}).`);
        return;
      }
      setScanMsg(null);
      return confirm(scanned, true);
    },
    [confirm, keyQ.data, orderNumber, t],
  );

  const startCamera = async () => {
    if (!video.current) return;
    setScanMsg(null);
    setScanning("starting");
    handled.current = false;
    const how = await startQrCamera(video.current, scanner, (text) => void onScanned(text), {
      maxScansPerSecond: 8,
      // The whole frame, not the default centre square: the signed QR is dense and people hold
      // the phone close. Downscaled enough to stay quick, not so much that modules blur.
      calculateScanRegion: (v) => {
        const scale = Math.min(1, 800 / Math.max(v.videoWidth, v.videoHeight));
        return {
          x: 0,
          y: 0,
          width: v.videoWidth,
          height: v.videoHeight,
          downScaledWidth: Math.round(v.videoWidth * scale),
          downScaledHeight: Math.round(v.videoHeight * scale),
        };
      },
    });
    setScanning(how === "on" ? "on" : "idle");
    if (how === "none") setScanMsg(t`No camera was found. Type the 6-digit code instead.`);
    else if (how === "denied")
      setScanMsg(t`Camera access is blocked. Allow the camera in the browser’s settings, or type the code.`);
    else if (how === "failed") setScanMsg(t`The camera could not start. Type the 6-digit code instead.`);
  };
  const stopCamera = () => {
    scanner.current?.stop();
    setScanning("idle");
  };
  useEffect(
    () => () => {
      scanner.current?.destroy();
      scanner.current = null;
    },
    [],
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const typed = code.replace(/\s/g, "");
    if (!/^\d{6}$/.test(typed)) {
      setError(t`Enter the 6-digit pickup code from the buyer’s screen`);
      codeRef.current?.focus();
      return;
    }
    void confirm(typed, false);
  };

  const completed = done ?? (order?.status === "completed" ? order : null);
  const detail = `/sellerOrderDetail/${enc(orderNumber)}`;

  if (completed) {
    const net = formatCents(completed.sellerNetCents);
    return (
      <Page heading={t`Confirm pickup`} width="narrow">
        <section className={cx(card, "flex flex-col items-center gap-3 text-center")} aria-live="polite">
          <div
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-2xl font-bold text-emerald-700"
          >
            ✓
          </div>
          <h2 className="text-xl font-bold text-slate-900">
            <Trans>Pickup confirmed</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            {completed.paymentMethod === "card" ? (
              <Trans>The order is completed. {net} is now in your available balance.</Trans>
            ) : (
              <Trans>The order is completed. The cash sale is recorded in your wallet.</Trans>
            )}
          </p>
          <div className="mt-1 flex flex-col gap-2 sm:flex-row">
            <AppLink href={detail} className={buttonLook("secondary")}>
              <Trans>View order</Trans>
            </AppLink>
            <AppLink href="/balance" className={buttonLook("secondary")}>
              <Trans>See balance</Trans>
            </AppLink>
          </div>
        </section>
      </Page>
    );
  }

  const blocked = order && !order.actions.includes("confirm");
  return (
    <Page heading={t`Confirm pickup`} width="narrow">
      <div className="flex flex-col gap-4">
        {order ? (
          <div className={card}>
            <OrderLine order={order} />
          </div>
        ) : q.isError && !isOffline(q.error) ? (
          <QueryFailure error={q.error} retry={() => void q.refetch()} what={t`Order`} />
        ) : q.isPending && !q.isPaused ? (
          <Skeleton className="h-24 rounded-2xl" />
        ) : (
          <p className="rounded-xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">
            <Trans>Order No. {orderNumber}</Trans>
          </p>
        )}

        {queued && !queued.failed && (
          <p
            role="status"
            className="rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-200"
          >
            {queued.verified ? (
              <Trans>
                Confirmed offline with the buyer’s signed QR code. It will be sent when you are back online.
              </Trans>
            ) : (
              <Trans>Confirmed offline. It will be sent when you are back online.</Trans>
            )}
          </p>
        )}
        {queued?.failed && (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-900 ring-1 ring-rose-200"
          >
            <span>
              <Trans>The confirmation made offline was refused: {queued.failed.message}</Trans>
            </span>
            <Button size="sm" variant="secondary" onClick={() => void confirmQueue.dismiss(orderNumber)}>
              <Trans>Dismiss</Trans>
            </Button>
          </div>
        )}

        {blocked ? (
          <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
            {order.status === "awaiting_payment"
              ? t`The buyer has not paid yet.`
              : order.role !== "seller"
                ? t`Only the seller confirms the pickup.`
                : order.actions.includes("generatePickupCode") ||
                    order.status === "paid" ||
                    order.status === "cash_pending"
                  ? t`The buyer has not opened a pickup code yet. Ask them to show it from their order.`
                  : t`This order cannot be confirmed in its current state.`}
          </p>
        ) : (
          !(queued && !queued.failed) && (
            <>
              <form onSubmit={onSubmit} noValidate className={cx(card, "flex flex-col gap-4")}>
                <TextField
                  ref={codeRef}
                  label={t`Pickup code`}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                  placeholder={t`6 digits`}
                  value={code}
                  onChange={(e) => {
                    setCode(e.target.value.replace(/[^\d]/g, ""));
                    setError(undefined);
                  }}
                  hint={t`The buyer shows it in their order.`}
                  error={error}
                  className="[&_input]:font-mono [&_input]:text-xl [&_input]:tracking-[0.3em]"
                />
                <Button type="submit" size="lg" busy={busy}>
                  <Trans>Confirm pickup</Trans>
                </Button>
              </form>

              <section aria-labelledby="scan-heading" className={cx(card, "flex flex-col gap-3")}>
                <h2 id="scan-heading" className="text-base font-semibold text-slate-900">
                  <Trans>Or scan the buyer’s QR code</Trans>
                </h2>
                <p className="text-sm text-slate-600">
                  <Trans>
                    The QR code is signed, so it is checked on this device even without a connection.
                  </Trans>
                </p>
                <div
                  className={cx(
                    "relative aspect-square w-full overflow-hidden rounded-xl bg-slate-900",
                    scanning === "idle" && "hidden",
                  )}
                >
                  <CameraPreview ref={video} />
                </div>
                {scanMsg && (
                  <p
                    role="alert"
                    className="rounded-lg bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800 ring-1 ring-rose-200"
                  >
                    {scanMsg}
                  </p>
                )}
                {scanning === "on" ? (
                  <Button variant="secondary" onClick={stopCamera}>
                    <Trans>Stop camera</Trans>
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    busy={scanning === "starting"}
                    onClick={() => void startCamera()}
                  >
                    <QrIcon className="size-5" /> <Trans>Scan QR code</Trans>
                  </Button>
                )}
              </section>
            </>
          )
        )}
        <AppLink href={detail} className={cx(buttonLook("secondary"), "self-center")}>
          <Trans>Back to the order</Trans>
        </AppLink>
      </div>
    </Page>
  );
}
