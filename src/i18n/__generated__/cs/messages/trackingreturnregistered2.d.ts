export { trackingreturnregistered2 as "trackingReturnRegistered" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingreturnregistered2Inputs = {};
/**

* @param {Trackingreturnregistered2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const trackingreturnregistered2: ((inputs?: Trackingreturnregistered2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingreturnregistered2Inputs, {
    locale?: "cs";
}, {}>;
