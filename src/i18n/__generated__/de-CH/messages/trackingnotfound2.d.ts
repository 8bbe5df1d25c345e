export { trackingnotfound2 as "trackingNotFound" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingnotfound2Inputs = {};
/**

* @param {Trackingnotfound2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const trackingnotfound2: ((inputs?: Trackingnotfound2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingnotfound2Inputs, {
    locale?: "de-CH";
}, {}>;
