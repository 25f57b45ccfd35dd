import { useEffect, useRef, type ReactNode } from 'react';

interface StatusAlertProps {
  variant: 'success' | 'danger';
  /** Errors are alerts, read out at once; success sits in a status region the caller keeps. */
  role?: 'alert';
  dismiss: string;
  onDismiss: () => void;
  children: ReactNode;
}

/** A form's message, which the visitor can dismiss; focus moves to it so it is seen on a phone. */
export function StatusAlert({ variant, role, dismiss, onDismiss, children }: StatusAlertProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    element.current?.focus();
  }, []);
  return (
    <div
      ref={element}
      role={role}
      tabIndex={-1}
      className={`alert alert-${variant} alert-dismissible mb-3`}
    >
      {children}
      <button type="button" className="btn-close" aria-label={dismiss} onClick={onDismiss} />
    </div>
  );
}
