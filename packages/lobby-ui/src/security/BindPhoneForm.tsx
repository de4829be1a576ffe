// Binding a phone number (issue "Money" item 6): the SMS country list, 6 to 12 digits, the code
// with its resend countdown; 1101, 1216, 1325, 1333 and 1248 shown where they belong.
import { BindContactForm, type BindContactFormProps } from './BindContactForm';

/** Props of {@link BindPhoneForm}. */
export type BindPhoneFormProps = Omit<BindContactFormProps, 'channel'>;

/** The phone binding form: number, "Send code" and its countdown, code, "Link phone number". */
export function BindPhoneForm(props: BindPhoneFormProps) {
  return <BindContactForm {...props} channel="phone" />;
}
