export { trackingregisteredrefunded2 as "trackingRegisteredRefunded" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingregisteredrefunded2Inputs = {
    date: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
/**

* @param {Trackingregisteredrefunded2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const trackingregisteredrefunded2: ((inputs: Trackingregisteredrefunded2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingregisteredrefunded2Inputs, {
    locale?: "sv";
}, {}>;
