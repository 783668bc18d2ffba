export { conformsTo, validateWith, type Checked, type StandardSchema } from './standard-schema';
