// Binding an e-mail address (issue "Money" item 6): the address (spec §5: a valid address of at
// most 50 characters), the code with its resend countdown; 1326, 1332 and 1044 shown where they belong.
import { BindContactForm, type BindContactFormProps } from './BindContactForm';

/** Props of {@link BindEmailForm}. */
export type BindEmailFormProps = Omit<BindContactFormProps, 'channel' | 'countries'>;

/** The e-mail binding form: address, "Send code" and its countdown, code, "Link email address". */
export function BindEmailForm(props: BindEmailFormProps) {
  return <BindContactForm {...props} channel="email" />;
}
