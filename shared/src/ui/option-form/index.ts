export { OptionForm, type OptionFormProps } from './option-form';
export {
  isSelectionComplete,
  missingOptions,
  selectedOptions,
  type OptionSelection,
} from './option-mapping';
