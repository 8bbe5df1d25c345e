export { trackingparcel1 as "trackingParcel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingparcel1Inputs = {
    index: NonNullable<unknown>;
    count: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
/**

* @param {Trackingparcel1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const trackingparcel1: ((inputs: Trackingparcel1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingparcel1Inputs, {
    locale?: "nl";
}, {}>;
