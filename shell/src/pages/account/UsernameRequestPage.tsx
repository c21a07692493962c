import { Link } from 'react-router-dom';
import { apiClient, IntegerInput } from '@portal/kit';
import { CaptchaRequestForm } from '../../forms/CaptchaRequestForm.tsx';
import { useField } from '../../forms/useFormSubmit.ts';
import { JoinPointer, JoinTheUnit } from './JoinTheUnit.tsx';
import { memberNumberError } from './memberNumber.ts';

/** §8: "login request success is similar" to the password reset banner. */
export const USERNAME_REQUESTED =
  'Username request succesful. Please check your inbox. It may take up to 5 minutes for the email to arrive; if it does not, check your Spam or Junk folder';

/** /usernamerequest: member number and captcha (platform §5 login request). */
export function UsernameRequestPage() {
  const capid = useField<number | null>(null, memberNumberError);

  return (
    <CaptchaRequestForm
      id="username-title"
      title="Forgot your username?"
      intro={
        <>
          Enter your member number and we will email your username to the address on file.
          <JoinPointer />
        </>
      }
      aside={<JoinTheUnit />}
      invalid={capid.error !== null}
      send={(captcha) =>
        apiClient.post('/api/member/account/capnhq/requestusername', {
          capid: capid.value,
          captchaToken: captcha,
        })
      }
      fallback="Could not request username"
      successMessage={USERNAME_REQUESTED}
      submitLabel="Send my username"
      busyLabel="Sending..."
      fields={(state) => <IntegerInput label="Member number" name="capid" {...capid} {...state} />}
      footer={<Link to="/signin">Back to sign in</Link>}
    />
  );
}
