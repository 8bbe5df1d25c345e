export { trackingreturnrefunded2 as "trackingReturnRefunded" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingreturnrefunded2Inputs = {};
/**

* @param {Trackingreturnrefunded2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const trackingreturnrefunded2: ((inputs?: Trackingreturnrefunded2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingreturnrefunded2Inputs, {
    locale?: "cs";
}, {}>;
