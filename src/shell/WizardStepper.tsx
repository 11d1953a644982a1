import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';

/** A step of a wizard as its stepper shows it. */
export interface WizardStep {
  label: string;
  completed: boolean;
  /** Not to be chosen (yet): a step not reached, or a wizard that is done. */
  disabled: boolean;
}

/**
 * The steps of a wizard (the fill wizard, the lottery), compact enough for a phone: numbered
 * dots with short labels underneath (only the active one's under 360 px); a step that is not
 * disabled can be chosen.
 */
export function WizardStepper({
  active,
  steps,
  onStep,
}: {
  active: number;
  steps: WizardStep[];
  onStep: (step: number) => void;
}) {
  return (
    <Stepper
      nonLinear
      alternativeLabel
      activeStep={active}
      aria-label="Stappen"
      sx={{
        mx: -1,
        mb: 2,
        '& .MuiStepLabel-label.MuiStepLabel-alternativeLabel': {
          mt: 0.5,
          fontSize: '0.72rem',
          lineHeight: 1.2,
          fontWeight: 600,
        },
        // MUI widens each step's button by 16 px either side (negative margin); with the bar's
        // own -8 px the last one stuck 8 px out of the screen, and a phone scrolled sideways.
        '& .MuiStepButton-root': { borderRadius: 2, mx: -1, px: 1 },
        // Under 360 px five labels do not fit side by side: only the active step's shows,
        // the others keep theirs for screen readers (visually hidden, not removed).
        '@media (max-width: 359.95px)': {
          '& .MuiStep-root:not(:has(.Mui-active)) .MuiStepLabel-label': {
            position: 'absolute',
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            clipPath: 'inset(50%)',
            whiteSpace: 'nowrap',
          },
        },
      }}
    >
      {steps.map(({ label, completed, disabled }, index) => (
        <Step key={label} completed={completed} disabled={disabled}>
          <StepButton onClick={() => onStep(index)}>{label}</StepButton>
        </Step>
      ))}
    </Stepper>
  );
}
