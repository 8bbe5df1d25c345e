export { trackingreturnslead2 as "trackingReturnsLead" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingreturnslead2Inputs = {
    returns: NonNullable<unknown>;
};
/**

* @param {Trackingreturnslead2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const trackingreturnslead2: ((inputs: Trackingreturnslead2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingreturnslead2Inputs, {
    locale?: "sk";
}, {}>;
