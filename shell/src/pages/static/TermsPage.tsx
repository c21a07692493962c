import { Link } from 'react-router-dom';
import { useSite } from '../../site/SiteContext.tsx';

/** /terms-and-conditions */
export function TermsPage() {
  const { name } = useSite();
  return (
    <article className="prose">
      <h1>Terms and conditions</h1>
      <p>
        These terms apply to everyone who uses {name}. By using the site you accept them. If you do not accept
        them, please do not use the site.
      </p>
      <h2>Cookies</h2>
      <p>
        The site sets one cookie, which keeps you signed in. It is needed for the site to work and is never
        used for advertising or tracking. See the <Link to="/privacy-policy">privacy policy</Link> for
        details.
      </p>
      <h2>Your account</h2>
      <p>
        Keep your username, password and authenticator device to yourself. You are responsible for what is
        done with your account. Tell your unit’s leadership at once if you think someone else has used it.
      </p>
      <h2>Acceptable use</h2>
      <p>
        Use the site only for the business of the unit. Do not upload unlawful, offensive or confidential
        material that you have no right to share, and do not try to reach information that you have not been
        given access to.
      </p>
      <h2>Linking to this site</h2>
      <p>
        You may link to public pages of the site, such as the home page and public event pages, as long as the
        link is fair, does not suggest an endorsement that does not exist, and does not frame the site inside
        another site.
      </p>
      <h2>Disclaimer</h2>
      <p>
        The site is provided as is. We work to keep its information correct and the site available, but we
        give no warranty that it is complete, current or free of errors, and we are not liable for any loss
        arising from its use, except where the law does not allow that to be excluded.
      </p>
      <h2>Governing law</h2>
      <p>These terms are governed by the laws of the unit’s home state and of the United States.</p>
      <h2>Support</h2>
      <p>
        Questions about these terms or the site go to your unit’s information technology officer, through the
        contact details in the footer of this page.
      </p>
    </article>
  );
}
