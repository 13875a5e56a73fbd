import { Button } from '~/components/ui/button';
import { useMemo } from 'react';
import { encode } from 'uqr';

/** The secret in groups of four, as authenticator apps show it when typed in by hand. */
export function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** The otpauth:// link as a QR code: one SVG path of dark modules, with the quiet zone QR readers need. */
function QrCode({ text }: { text: string }) {
  const path = useMemo(() => {
    const { data } = encode(text, { border: 4 });
    return data
      .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : '')))
      .filter(Boolean)
      .join('');
  }, [text]);
  const size = useMemo(() => encode(text, { border: 4 }).size, [text]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label="QR code of your sign-in secret, for an authenticator app"
      className="size-48 rounded-lg border border-line bg-white"
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#0b2545" />
    </svg>
  );
}

/**
 * First sign-in: the authenticator app setup (DESIGN §3). Scan the code, or type the secret;
 * either way the next step asks for the first 6-digit code, which proves the app is set up.
 */
export function TotpSetup({ secret, otpauthUrl }: { secret: string; otpauthUrl: string }) {
  return (
    <div className="space-y-3 rounded-xl border border-line bg-surface p-4">
      <h2 className="text-lg font-bold text-navy">Set up two-step sign-in</h2>
      <p>
        Staff sign in with a password and a one-time code. Scan this QR code with an authenticator app (such as Google
        Authenticator, Microsoft Authenticator or 1Password), or type in the secret below.
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <QrCode text={otpauthUrl} />
        <div>
          <p className="text-sm text-muted">Secret (time-based, 6 digits)</p>
          <p className="font-mono text-lg font-semibold tracking-wider break-all text-navy" data-testid="totp-secret">
            {groupedSecret(secret)}
          </p>
        </div>
      </div>
    </div>
  );
}

/** The recovery codes, shown once after setup: each works once, in place of a code from the app. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  return (
    <div className="space-y-4">
      <div role="status" className="rounded-xl border border-teal bg-teal-50 p-4">
        <p className="font-semibold text-navy">Two-step sign-in is set up.</p>
      </div>
      <h2 className="text-lg font-bold text-navy">Save your recovery codes</h2>
      <p>
        If you lose your phone, each of these codes signs you in once instead of a one-time code. Keep them somewhere
        safe, such as your password manager. We will not show them again.
      </p>
      <ul className="grid grid-cols-2 gap-2 rounded-xl bg-surface p-4 font-mono text-lg" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button width="full" onClick={onDone}>
        I have saved them: continue
      </Button>
    </div>
  );
}
