import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
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
          fontSize: '0.75rem',
          fontWeight: 600,
        },
        // MUI widens each step's button by 16 px either side (negative margin); with the bar's
        // own -8 px the last one stuck 8 px out of the screen, and a phone scrolled sideways.
        '& .MuiStepButton-root': { borderRadius: 2, mx: -1, px: 1 },
      }}
    >
      {DRAW_STEPS.map((label, index) => {
        const reachable = !done && index <= reached && index !== RESULT_STEP;
        return (
          <Step
            key={label}
            completed={index < active || (done && index === RESULT_STEP)}
            disabled={!reachable}
          >
            <StepButton onClick={() => onStep(index)}>{label}</StepButton>
          </Step>
        );
      })}
    </Stepper>
  );
}
