export { WizardBar as BottomBar } from '../../shell/WizardBar';
