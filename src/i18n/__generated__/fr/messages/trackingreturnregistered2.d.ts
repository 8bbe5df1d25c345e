export { trackingreturnregistered2 as "trackingReturnRegistered" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingreturnregistered2Inputs = {};
/**

* @param {Trackingreturnregistered2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const trackingreturnregistered2: ((inputs?: Trackingreturnregistered2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingreturnregistered2Inputs, {
    locale?: "fr";
}, {}>;
