export { trackingreturnrefunded2 as "trackingReturnRefunded" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingreturnrefunded2Inputs = {};
/**

* @param {Trackingreturnrefunded2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const trackingreturnrefunded2: ((inputs?: Trackingreturnrefunded2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingreturnrefunded2Inputs, {
    locale?: "de-CH";
}, {}>;
