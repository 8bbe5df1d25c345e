export { trackingstatus1 as "trackingStatus" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingstatus1Inputs = {
    status: NonNullable<unknown>;
};
/**

* @param {Trackingstatus1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const trackingstatus1: ((inputs: Trackingstatus1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingstatus1Inputs, {
    locale?: "cs";
}, {}>;
