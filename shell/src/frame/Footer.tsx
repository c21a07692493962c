import { Link } from 'react-router-dom';
import type { RegistryAddress } from '@portal/contracts';
import { useSite } from '../site/SiteContext.tsx';
import { AddressLines, addressLines, SocialLinkList, socialLinksOf } from '../site/unitContact.tsx';

/** An address block; blank lines are left out (a wholly blank address is stored as none, §2). */
function Address({ title, address }: { title: string; address: RegistryAddress }) {
  const lines = addressLines(address);
  if (lines.length === 0) return null;
  return (
    <section className="footer-block">
      <h2>{title}</h2>
      <AddressLines lines={lines} />
    </section>
  );
}

/** Platform §2 footer: social links only when set, address blocks when set, Top link. */
export function Footer() {
  const { name, registry } = useSite();
  const contact = registry?.Contact;
  const socials = socialLinksOf(contact);
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        {socials.length > 0 ? (
          <section className="footer-block">
            <h2>Connect with us</h2>
            <SocialLinkList links={socials} className="social-links" />
          </section>
        ) : null}
        {contact?.MeetingAddress ? (
          <Address title="Meeting Address" address={contact.MeetingAddress} />
        ) : null}
        {contact?.MailingAddress ? (
          <Address title="Mailing Address" address={contact.MailingAddress} />
        ) : null}
        <section className="footer-block footer-meta">
          <p>
            © {new Date().getFullYear()} {name}
          </p>
          <p>
            <Link to="/terms-and-conditions">Terms and conditions</Link> ·{' '}
            <Link to="/privacy-policy">Privacy policy</Link>
          </p>
          <p>
            <a
              href="#top"
              className="top-link"
              onClick={(e) => {
                e.preventDefault();
                window.scrollTo({ top: 0, behavior: 'smooth' });
                document.getElementById('top')?.focus();
              }}
            >
              Top
            </a>
          </p>
        </section>
      </div>
    </footer>
  );
}
