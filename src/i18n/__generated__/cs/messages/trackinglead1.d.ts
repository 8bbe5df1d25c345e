export { trackinglead1 as "trackingLead" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackinglead1Inputs = {};
/**

* @param {Trackinglead1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const trackinglead1: ((inputs?: Trackinglead1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackinglead1Inputs, {
    locale?: "cs";
}, {}>;
