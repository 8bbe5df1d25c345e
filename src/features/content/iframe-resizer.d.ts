// iframe-resizer 4 (MIT) ships no types; the parent-side function is all the shop uses.
declare module 'iframe-resizer/js/iframeResizer.js' {
  interface ResizerOptions {
    checkOrigin?: boolean | string[];
    minHeight?: number;
    warningTimeout?: number;
    log?: boolean;
  }
  const iframeResize: (options: ResizerOptions, target: HTMLIFrameElement) => { iFrameResizer?: { removeListeners(): void } }[];
  export default iframeResize;
}
