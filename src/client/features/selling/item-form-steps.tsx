import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button, cx } from "../../ui/index.ts";
import { STEPS, type StepId } from "./form-model.ts";

export function StepNav({ current, onGo }: { current: StepId; onGo: (id: StepId) => void }) {
  const { i18n, t } = useLingui();
  return (
    <nav aria-label={t`Steps`} className="-mx-4 overflow-x-auto px-4 py-1 md:mx-0 md:px-0">
      <ol className="flex gap-2 text-sm">
        {STEPS.map((s, i) => (
          <li key={s.id} className="shrink-0">
            <a
              href={`#step-${s.id}`}
              aria-current={s.id === current ? "step" : undefined}
              onClick={(e) => {
                e.preventDefault();
                onGo(s.id);
              }}
              className="focus-ring inline-flex min-h-11 items-center gap-1.5 rounded-full bg-white px-3 py-1.5 font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100 aria-[current=step]:ring-2 aria-[current=step]:ring-orange-500 md:min-h-0"
            >
              <span className="inline-flex size-5 items-center justify-center rounded-full bg-slate-900 text-[11px] font-bold text-white">
                {i + 1}
              </span>
              {i18n._(s.name)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function StepSection({
  step,
  index,
  current,
  title,
  children,
  onNext,
}: {
  step: StepId;
  index: number;
  current: StepId;
  title: string;
  children: ReactNode;
  onNext?: () => void;
}) {
  const { i18n } = useLingui();
  const next = STEPS[index];
  const nextName = next ? i18n._(next.name) : "";
  const total = STEPS.length;
  // No accessible name on the section: "Photos", "Price" or "Location" as a region's name would
  // collide with the fields' names (getByLabel matches aria-labelledby too).
  return (
    <section
      id={`step-${step}`}
      // Phones: only the current step is on screen (CSS only, the same markup everywhere).
      className={cx(
        "scroll-mt-16 rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:block md:p-6",
        step !== current && "hidden",
      )}
    >
      <h2
        id={`step-${step}-h`}
        tabIndex={-1}
        className="mb-4 flex items-center gap-2 text-lg font-bold text-slate-900 outline-none"
      >
        <span className="text-sm font-semibold text-orange-600">
          <Trans>
            Step {index} of {total}
          </Trans>
        </span>
        <span aria-hidden="true" className="text-slate-300">
          ·
        </span>
        {title}
      </h2>
      <div className="space-y-4">{children}</div>
      {onNext && next && (
        <div className="mt-5 hidden justify-end md:flex">
          <Button variant="ghost" onClick={onNext}>
            <Trans>Next: {nextName} →</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}
