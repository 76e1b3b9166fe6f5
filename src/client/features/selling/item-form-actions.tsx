import { Trans } from "@lingui/react/macro";
import { Button, cx } from "../../ui/index.ts";
import { STEPS, type StepId } from "./form-model.ts";

/** The sticky bar under the form: Back and Next on phones, Save draft (Save changes when live), Publish. */
export function FormActions({
  step,
  stepIndex,
  busy,
  showPublish,
  live = false,
  onGo,
  onNext,
  onPublish,
}: {
  step: StepId;
  stepIndex: number;
  busy: "save" | "publish" | null;
  showPublish: boolean;
  /** A published listing: saving changes it for buyers at once, so the button does not say "draft". */
  live?: boolean;
  onGo: (id: StepId) => void;
  onNext: (step: StepId) => void;
  onPublish: () => void;
}) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur md:mx-0 md:flex-nowrap md:gap-3 md:rounded-xl md:border md:shadow-lg">
      {stepIndex > 0 && (
        <Button
          variant="ghost"
          size="lg"
          className="md:hidden"
          onClick={() => onGo(STEPS[stepIndex - 1]!.id)}
        >
          <Trans context="form step">Back</Trans>
        </Button>
      )}
      <Button
        type="submit"
        variant="secondary"
        size="lg"
        className="flex-1 whitespace-nowrap px-3"
        busy={busy === "save"}
        disabled={busy !== null}
      >
        {live ? <Trans>Save changes</Trans> : <Trans>Save draft</Trans>}
      </Button>
      {step !== "review" && (
        <Button size="lg" className="flex-1 md:hidden" onClick={() => onNext(step)}>
          <Trans context="form step">Next</Trans>
        </Button>
      )}
      {showPublish && (
        <Button
          size="lg"
          // On phones Publish comes with the Review step only.
          className={cx("flex-1", step !== "review" && "max-md:hidden")}
          busy={busy === "publish"}
          disabled={busy !== null}
          onClick={onPublish}
        >
          <Trans>Publish</Trans>
        </Button>
      )}
    </div>
  );
}
