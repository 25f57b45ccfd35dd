import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

interface DismissibleAlertProps {
  variant: 'success' | 'warning' | 'danger';
  /** Errors are alerts, read out at once; success sits in a status region the caller keeps. */
  role?: 'alert';
  dismissLabel: string;
  onDismiss: () => void;
  /** Move focus to the message when it appears, so it is seen on a phone. */
  focusOnShow?: boolean;
  /** For a caller that decides itself when focus moves to the message. */
  alertRef?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}

/** A form's message, with a button that dismisses it. */
export function DismissibleAlert({
  variant,
  role,
  dismissLabel,
  onDismiss,
  focusOnShow = false,
  alertRef,
  children,
}: DismissibleAlertProps) {
  const ownRef = useRef<HTMLDivElement>(null);
  const element = alertRef ?? ownRef;
  useEffect(() => {
    if (focusOnShow) element.current?.focus();
  }, [focusOnShow, element]);
  return (
    <div
      ref={element}
      role={role}
      tabIndex={-1}
      className={`alert alert-${variant} alert-dismissible mb-3`}
    >
      {children}
      <button type="button" className="btn-close" aria-label={dismissLabel} onClick={onDismiss} />
    </div>
  );
}
