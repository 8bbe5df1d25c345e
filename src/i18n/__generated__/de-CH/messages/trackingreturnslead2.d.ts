export { trackingreturnslead2 as "trackingReturnsLead" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingreturnslead2Inputs = {
    returns: NonNullable<unknown>;
};
/**

* @param {Trackingreturnslead2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const trackingreturnslead2: ((inputs: Trackingreturnslead2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingreturnslead2Inputs, {
    locale?: "de-CH";
}, {}>;
