export { TextField, TextAreaField, SelectField, controlClass } from './Field';
export { FormAlert } from './FormAlert';
export { emailPattern, tenDigitPattern } from './patterns';
