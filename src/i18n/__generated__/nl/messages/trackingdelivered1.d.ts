export { trackingdelivered1 as "trackingDelivered" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingdelivered1Inputs = {};
/**

* @param {Trackingdelivered1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const trackingdelivered1: ((inputs?: Trackingdelivered1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingdelivered1Inputs, {
    locale?: "nl";
}, {}>;
