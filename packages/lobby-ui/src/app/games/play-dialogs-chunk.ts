// The game dialogs, one chunk loaded with the first refusal: none of it is in the home's first
// JavaScript.
export { PlayRefusalDialog } from './PlayRefusalDialog';
