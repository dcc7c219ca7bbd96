import { httpStatus, networkFailure, serverMessage } from '../shared/apiError';

export const REEL_MESSAGES = {
  loadFailed: 'Failed to load reels',
  saveFailed: 'Failed to save reel',
  deleteFailed: 'Failed to delete reel',
  toggleFailed: 'Failed to toggle status',
  confirmDelete: 'Are you sure you want to delete this reel?',
  loadUnauthenticated: 'Authentication failed. Please ensure you are logged in as an admin.',
  saveUnauthenticated: 'Authentication failed. Please log in as an admin and try again.',
  loadForbidden: 'Access denied. You need admin privileges to access this page.',
  saveForbidden: 'Access denied. You need admin privileges to perform this action.',
} as const;

export const TROUBLESHOOTING_STEPS = [
  'Make sure you are logged in with an admin account.',
  'Refresh the page.',
  'Log out and log in again.',
  'Check that cookies are enabled in your browser.',
] as const;

export interface ReelProblem {
  message: string;
  /** Signed out or not an admin: the admin also gets the troubleshooting steps. */
  auth: boolean;
}

type Action = 'load' | 'save' | 'delete' | 'toggle';

const fallbacks: Record<Action, string> = {
  load: REEL_MESSAGES.loadFailed,
  save: REEL_MESSAGES.saveFailed,
  delete: REEL_MESSAGES.deleteFailed,
  toggle: REEL_MESSAGES.toggleFailed,
};

/** Turns a failed reels call into the message the admin reads. */
export function reelProblem(error: unknown, action: Action): ReelProblem {
  const status = httpStatus(error);
  const onLoad = action === 'load';
  if (status === 401) {
    return { auth: true, message: onLoad ? REEL_MESSAGES.loadUnauthenticated : REEL_MESSAGES.saveUnauthenticated };
  }
  if (status === 403) {
    return { auth: true, message: onLoad ? REEL_MESSAGES.loadForbidden : REEL_MESSAGES.saveForbidden };
  }
  const network = networkFailure(error);
  if (network !== null) return { auth: false, message: `Network error: ${network}` };
  return { auth: false, message: serverMessage(error) ?? fallbacks[action] };
}

export const REEL_DOT_STEP_NARROW = 300;
export const REEL_DOT_STEP_WIDE = 340;

/** How far one navigation dot scrolls the carousel: 300 px below a 640 px window, else 340 px. */
export const reelDotStep = (windowWidth: number): number =>
  windowWidth < 640 ? REEL_DOT_STEP_NARROW : REEL_DOT_STEP_WIDE;

export const reelEmbedUrl = (embedId: string): string =>
  `https://www.instagram.com/reel/${encodeURIComponent(embedId)}/embed`;
