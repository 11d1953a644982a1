export { WizardBar as ActionBar } from '../../../shell/WizardBar';
