import { WizardStepper } from '../../../shell/WizardStepper';
import { DRAW_STEPS, RESULT_STEP } from '../draw-wizard-state';

/** The four steps; earlier and visited steps are buttons until the draw is done. */
export function DrawStepper({
  active,
  reached,
  onStep,
}: {
  active: number;
  reached: number;
  onStep: (step: number) => void;
}) {
  const done = active === RESULT_STEP;
  const steps = DRAW_STEPS.map((label, index) => ({
    label,
    completed: index < active || (done && index === RESULT_STEP),
    disabled: done || index > reached || index === RESULT_STEP,
  }));
  return <WizardStepper active={active} steps={steps} onStep={onStep} />;
}
