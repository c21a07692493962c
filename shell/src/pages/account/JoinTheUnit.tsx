// "How to join" for newcomers on Create an account and Forgot your username: both pages need a
// member number, which only joining the unit gives. The way in is the unit's meetings, so the box
// shows what the registry holds about reaching the unit (platform §3 Registry Contact): the meeting
// address, the mailing address and the social links that are set. The registry has no e-mail or
// phone field; shell/README.md "Newcomers" says why these are the contacts shown.
import { Link } from 'react-router-dom';
import { useSite } from '../../site/SiteContext.tsx';
import { AddressLines, addressLines, SocialLinkList, socialLinksOf } from '../../site/unitContact.tsx';

export const JOIN_ID = 'join-the-unit';
export const JOIN_TITLE = 'No member number yet?';

/** The intro's pointer to the box, for someone who has no number to type. */
export function JoinPointer() {
  return (
    <>
      {' '}
      <a href={`#${JOIN_ID}`}>No member number yet? Here is how to join.</a>
    </>
  );
}

export function JoinTheUnit() {
  const { name, registry } = useSite();
  const meeting = addressLines(registry?.Contact.MeetingAddress);
  const mailing = addressLines(registry?.Contact.MailingAddress);
  const socials = socialLinksOf(registry?.Contact);
  const reachable = meeting.length > 0 || mailing.length > 0 || socials.length > 0;
  return (
    <section className="join-unit" id={JOIN_ID} aria-labelledby={`${JOIN_ID}-title`} tabIndex={-1}>
      <h2 id={`${JOIN_ID}-title`}>{JOIN_TITLE}</h2>
      <p>
        A member number comes with joining {name}. Visit a meeting: newcomers are welcome, and the unit’s
        staff will help you join. Until your number arrives they can give you a prospective member account to
        sign in with.
      </p>
      {meeting.length > 0 ? (
        <div className="join-unit-block">
          <h3>Where we meet</h3>
          <AddressLines lines={meeting} />
          <p>
            <Link to="/">The next meeting is on the home page.</Link>
          </p>
        </div>
      ) : null}
      {mailing.length > 0 ? (
        <div className="join-unit-block">
          <h3>Write to us</h3>
          <AddressLines lines={mailing} />
        </div>
      ) : null}
      {socials.length > 0 ? (
        <div className="join-unit-block">
          <h3>Contact us</h3>
          <SocialLinkList links={socials} className="join-unit-links" />
        </div>
      ) : null}
      {reachable ? null : (
        <p>
          <Link to="/">The home page shows when the unit meets next.</Link>
        </p>
      )}
    </section>
  );
}
