/** After set-up: the recovery codes, shown this once (the server keeps only their hashes). */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  return (
    <div className="form-page">
      <section className="form-card" aria-labelledby="recovery-title">
        <h1 id="recovery-title">Save your recovery codes</h1>
        <p className="form-intro">
          Multi-factor authentication is on. If you lose your phone, each of these codes signs you in once in
          place of a code from your app. Keep them somewhere safe: they are shown only now.
        </p>
        <ul className="recovery-codes" aria-label="Recovery codes">
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <div className="form-actions">
          <button type="button" className="kit-button kit-button-primary" onClick={onDone}>
            I have saved my recovery codes
          </button>
        </div>
      </section>
    </div>
  );
}
