import { checkPasswordPolicy, PASSWORD_RULE_LABELS } from '@portal/contracts';

const order = ['length', 'lowercase', 'uppercase', 'digit', 'special', 'passphrase'] as const;

/** Platform §5: live indicators per password rule (plus the confirmation match). */
export function PasswordRules({ password, confirm }: { password: string; confirm?: string }) {
  const check = checkPasswordPolicy(password);
  return (
    <ul className="password-rules" aria-label="Password rules">
      {order.map((rule) => (
        <li key={rule} className={check[rule] ? 'rule-ok' : 'rule-missing'}>
          <span aria-hidden="true">{check[rule] ? '✓' : '○'}</span> {PASSWORD_RULE_LABELS[rule]}
          <span className="visually-hidden">{check[rule] ? ' (met)' : ' (not met)'}</span>
        </li>
      ))}
      {confirm !== undefined ? (
        <li className={confirm !== '' && confirm === password ? 'rule-ok' : 'rule-missing'}>
          <span aria-hidden="true">{confirm !== '' && confirm === password ? '✓' : '○'}</span> Passwords match
        </li>
      ) : null}
    </ul>
  );
}
