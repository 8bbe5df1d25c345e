export { trackingparcelnumber2 as "trackingParcelNumber" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingparcelnumber2Inputs = {
    carrier: NonNullable<unknown>;
    trackingNumber: NonNullable<unknown>;
};
/**

* @param {Trackingparcelnumber2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const trackingparcelnumber2: ((inputs: Trackingparcelnumber2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingparcelnumber2Inputs, {
    locale?: "de";
}, {}>;
