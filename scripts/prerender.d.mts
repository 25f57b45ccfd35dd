import type { Plugin } from 'vite';

/** Pre-renders every page known at build time after the browser build (see prerender.mjs). */
export function prerender(): Plugin;
export const APP_SHELL: string;
export function htmlFileFor(route: string): string;
export const CLIENT_APP: string;
