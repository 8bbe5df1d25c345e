export { trackingorder1 as "trackingOrder" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingorder1Inputs = {
    orderNumber: NonNullable<unknown>;
};
/**

* @param {Trackingorder1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const trackingorder1: ((inputs: Trackingorder1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingorder1Inputs, {
    locale?: "de";
}, {}>;
