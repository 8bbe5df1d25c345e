export { trackingoutfordelivery3 as "trackingOutForDelivery" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingoutfordelivery3Inputs = {};
/**

* @param {Trackingoutfordelivery3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const trackingoutfordelivery3: ((inputs?: Trackingoutfordelivery3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingoutfordelivery3Inputs, {
    locale?: "nl";
}, {}>;
