import { WizardStepper } from '../../shell/WizardStepper';
import { FILL_STEPS } from './fill-state';

/** The five steps: only visited steps can be chosen, none on a filled match (spec §4). */
export function FillStepper({
  active,
  reached,
  locked,
  onStep,
}: {
  active: number;
  reached: number;
  /** A filled match shows its overview and cannot be navigated. */
  locked: boolean;
  onStep: (step: number) => void;
}) {
  const steps = FILL_STEPS.map((label, index) => {
    const visited = locked || index <= reached;
    return { label, completed: visited && index !== active, disabled: !visited || locked };
  });
  return <WizardStepper active={active} steps={steps} onStep={onStep} />;
}
