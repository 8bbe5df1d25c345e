export { trackingreturnrefunded2 as "trackingReturnRefunded" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingreturnrefunded2Inputs = {};
/**

* @param {Trackingreturnrefunded2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const trackingreturnrefunded2: ((inputs?: Trackingreturnrefunded2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingreturnrefunded2Inputs, {
    locale?: "fr";
}, {}>;
