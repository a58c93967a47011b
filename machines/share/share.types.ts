/** What the page knows about sharing when a share button appears. */
export type ShareInput = {
  /** seed 002 §4: the browser offers its native share dialog (`navigator.share`). */
  canShareNatively: boolean;
};

/** What is shared: the page's address and title. */
export type ShareRequest = { url: string; title: string };

export type ShareContext = {
  canShareNatively: boolean;
  request: ShareRequest | null;
};

export type ShareEvent = { type: 'SHARE' } & ShareRequest;

export type ShareNativelyInput = ShareRequest;
export type CopyLinkInput = { url: string };

/** A failure as the share flow reads it: the DOMException name when there is one. */
export type ShareFailure = { name?: string; message?: string };
