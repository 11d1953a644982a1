import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import { FILL_STEPS } from './fill-state';

/**
 * The five steps, compact enough for a phone: numbered dots with short labels
 * underneath (only the active one's under 360 px). Only visited steps can be chosen, none on a filled match (spec §4).
 */
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
      {FILL_STEPS.map((label, index) => {
        const visited = locked || index <= reached;
        return (
          <Step key={label} completed={visited && index !== active} disabled={!visited || locked}>
            <StepButton onClick={() => onStep(index)}>{label}</StepButton>
          </Step>
        );
      })}
    </Stepper>
  );
}
