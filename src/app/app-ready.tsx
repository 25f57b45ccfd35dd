import { useEffect } from 'react';
import { markAppReady, replayEarlyInput } from '../lib/early-input';

/**
 * Sits beside the page, inside the layout's Suspense boundary, so its effect runs once the page
 * itself has been taken over (hydrated), which React does after the layout around it: then hands
 * the app what the visitor typed before, and sends a form they sent before (lib/early-input.ts).
 */
export function AppReady() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (root) replayEarlyInput(root);
    markAppReady();
  }, []);
  return null;
}
