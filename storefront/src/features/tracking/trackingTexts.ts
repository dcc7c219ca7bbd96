export const TRACK_TEXTS = {
  intro:
    'Enter the order number from your order mail (for example #C67C499B) and the e-mail or phone number you ordered with.',
  failed: 'Could not look up the order. Please try again.',
  linkProblem: 'This tracking link cannot be opened',
  loadFailed: 'Something went wrong while fetching the order.',
  trackAnother: 'Track order',
} as const;
