export { trackingparcel1 as "trackingParcel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingparcel1Inputs = {
    index: NonNullable<unknown>;
    count: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
/**

* @param {Trackingparcel1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const trackingparcel1: ((inputs: Trackingparcel1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingparcel1Inputs, {
    locale?: "fr";
}, {}>;
