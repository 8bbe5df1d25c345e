export { trackingregisteredat2 as "trackingRegisteredAt" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingregisteredat2Inputs = {
    date: NonNullable<unknown>;
};
/**

* @param {Trackingregisteredat2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const trackingregisteredat2: ((inputs: Trackingregisteredat2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingregisteredat2Inputs, {
    locale?: "cs";
}, {}>;
