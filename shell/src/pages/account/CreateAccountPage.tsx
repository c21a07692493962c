import { Link } from 'react-router-dom';
import { apiClient, IntegerInput, TextInput, useSavedFormState } from '@portal/kit';
import { ACCOUNT_MESSAGES, EMAIL_MESSAGE, FORM_MESSAGES, isRequestEmailValid } from '@portal/contracts';
import { CaptchaRequestForm } from '../../forms/CaptchaRequestForm.tsx';
import { JoinPointer, JoinTheUnit } from './JoinTheUnit.tsx';
import { memberNumberError } from './memberNumber.ts';

/**
 * /create-account: member number, email, captcha (platform §5 account request). The two fields are
 * kept across a trip to sign-in (platform §2 saved form state), e.g. via the side navigation's link.
 */
export function CreateAccountPage() {
  const [request, setRequest] = useSavedFormState<{ capid: number | null; email: string }>('create-account', {
    capid: null,
    email: '',
  });
  const { capid, email } = request;
  const capidField = {
    value: capid,
    onChange: (value: number | null) => setRequest((r) => ({ ...r, capid: value })),
    error: memberNumberError(capid),
  };
  const emailField = {
    value: email,
    onChange: (value: string) => setRequest((r) => ({ ...r, email: value })),
    error: isRequestEmailValid(email.trim()) ? null : EMAIL_MESSAGE,
  };

  return (
    <CaptchaRequestForm
      id="create-account-title"
      title="Create an account"
      intro={
        <>
          Members can request a sign-in account with their member number and an email address on file with the
          organisation. We will email you a link to choose a username and password.
          <JoinPointer />
        </>
      }
      aside={<JoinTheUnit />}
      invalid={capidField.error !== null || emailField.error !== null}
      send={(captcha) =>
        apiClient.post('/api/member/account/capnhq/requestaccount', {
          capid,
          email: email.trim(),
          recaptcha: captcha,
        })
      }
      // §8: account request failure shows the server message or 'Could not request account'. Only
      // bad input and the captcha fail now: whether the member exists, has an account or has this
      // email is told by email to the address on file, so the page answers the same to everyone.
      fallback={FORM_MESSAGES.accountRequestFailed}
      successMessage={ACCOUNT_MESSAGES.accountRequested}
      submitLabel="Request account"
      busyLabel="Creating account..."
      fields={(state) => (
        <>
          <IntegerInput label="Member number" name="capid" autoComplete="off" {...capidField} {...state} />
          <TextInput
            label="Email address"
            name="email"
            type="email"
            autoComplete="email"
            {...emailField}
            {...state}
          />
        </>
      )}
      footer={
        <>
          Already have an account? <Link to="/signin">Sign in</Link>. Read the{' '}
          <Link to="/terms-and-conditions">terms and conditions</Link> and the{' '}
          <Link to="/privacy-policy">privacy policy</Link>.
        </>
      }
    />
  );
}
