export { trackingintransit2 as "trackingInTransit" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingintransit2Inputs = {};
/**

* @param {Trackingintransit2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const trackingintransit2: ((inputs?: Trackingintransit2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingintransit2Inputs, {
    locale?: "de-CH";
}, {}>;
