export { trackingoutfordelivery3 as "trackingOutForDelivery" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingoutfordelivery3Inputs = {};
/**

* @param {Trackingoutfordelivery3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const trackingoutfordelivery3: ((inputs?: Trackingoutfordelivery3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingoutfordelivery3Inputs, {
    locale?: "cs";
}, {}>;
