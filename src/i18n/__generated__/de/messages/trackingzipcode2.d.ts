export { trackingzipcode2 as "trackingZipCode" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingzipcode2Inputs = {};
/**

* @param {Trackingzipcode2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const trackingzipcode2: ((inputs?: Trackingzipcode2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingzipcode2Inputs, {
    locale?: "de";
}, {}>;
