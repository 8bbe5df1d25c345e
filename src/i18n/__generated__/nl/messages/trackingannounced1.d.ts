export { trackingannounced1 as "trackingAnnounced" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingannounced1Inputs = {};
/**

* @param {Trackingannounced1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const trackingannounced1: ((inputs?: Trackingannounced1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingannounced1Inputs, {
    locale?: "nl";
}, {}>;
