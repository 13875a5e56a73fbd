import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { ModalActions } from './modal';

/**
 * A dialog's way back and the button that does the thing. While the request runs the button
 * stays focusable but unavailable (aria-disabled); `submit` makes it the dialog's form's submit.
 */
export function ConfirmActions({
  back,
  onBack,
  confirm,
  variant = 'primary',
  busy,
  onConfirm,
}: {
  back: string;
  onBack: () => void;
  confirm: ReactNode;
  variant?: ButtonVariant;
  busy: boolean;
  /** Without it, the button submits the dialog's form. */
  onConfirm?: () => void;
}) {
  return (
    <ModalActions>
      <Button variant="outline" onClick={onBack}>
        {back}
      </Button>
      {onConfirm ? (
        <Button variant={variant} aria-disabled={busy} onClick={onConfirm}>
          {confirm}
        </Button>
      ) : (
        <Button variant={variant} type="submit" aria-disabled={busy}>
          {confirm}
        </Button>
      )}
    </ModalActions>
  );
}
