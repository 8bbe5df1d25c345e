export { trackingannounced1 as "trackingAnnounced" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingannounced1Inputs = {};
/**

* @param {Trackingannounced1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const trackingannounced1: ((inputs?: Trackingannounced1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingannounced1Inputs, {
    locale?: "sk";
}, {}>;
