export { trackingreturnitem2 as "trackingReturnItem" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingreturnitem2Inputs = {
    name: NonNullable<unknown>;
    quantity: NonNullable<unknown>;
    size: NonNullable<unknown>;
};
/**

* @param {Trackingreturnitem2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const trackingreturnitem2: ((inputs: Trackingreturnitem2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingreturnitem2Inputs, {
    locale?: "fr";
}, {}>;
