import { useSite } from '../../site/SiteContext.tsx';

/** /privacy-policy */
export function PrivacyPage() {
  const { name } = useSite();
  return (
    <article className="prose">
      <h1>Privacy policy</h1>
      <p>This policy explains what {name} records about you, why, and who can see it.</p>
      <h2>What we record</h2>
      <ul>
        <li>
          Membership details the organisation holds: name, member number, rank, unit, flight and duty
          positions.
        </li>
        <li>Contact details you or your unit add, such as phone numbers and email addresses.</li>
        <li>Your sign-in account: username, a one-way hash of your password, and multi-factor settings.</li>
        <li>Activity needed to run the unit, such as event attendance and files you upload.</li>
        <li>Error reports from your browser when a page fails, so that we can fix the problem.</li>
      </ul>
      <h2>Cookies</h2>
      <p>
        One cookie keeps you signed in. It is strictly necessary, holds no personal data beyond a random
        session identifier, and ends when you sign out or after 24 hours.
      </p>
      <h2>Data sharing</h2>
      <p>
        Your information is used only by your unit and the organisation for running the unit. It is not sold
        and not shared with advertisers. Members see other members’ details only where their role needs it. We
        hand data to authorities only where the law requires it.
      </p>
      <h2>Keeping your data safe</h2>
      <p>
        Connections are encrypted, passwords are stored as salted hashes, and access to member data is checked
        on the server for every request.
      </p>
      <h2>Your rights</h2>
      <p>
        You can ask to see, correct or delete the information held about you. Some membership records must be
        kept by the organisation and can only be corrected, not deleted.
      </p>
      <h2>Support</h2>
      <p>
        Questions and requests go to your unit’s information technology officer, through the contact details
        in the footer of this page.
      </p>
    </article>
  );
}
