export { trackingreturnstitle2 as "trackingReturnsTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingreturnstitle2Inputs = {};
/**

* @param {Trackingreturnstitle2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const trackingreturnstitle2: ((inputs?: Trackingreturnstitle2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingreturnstitle2Inputs, {
    locale?: "de";
}, {}>;
