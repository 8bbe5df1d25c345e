export { trackingzipcodehint3 as "trackingZipCodeHint" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingzipcodehint3Inputs = {};
/**

* @param {Trackingzipcodehint3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const trackingzipcodehint3: ((inputs?: Trackingzipcodehint3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingzipcodehint3Inputs, {
    locale?: "fr";
}, {}>;
