export { NumberStepper, type NumberStepperProps, numberStepperMessages } from './NumberStepper';
export {
  clampNumber,
  type NumberRange,
  type ParseNumberResult,
  parseNumber,
  stepNumber,
} from './parseNumber';
