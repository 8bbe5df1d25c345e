export { deliveryendof2 as "deliveryEndOf" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deliveryendof2Inputs = {
    month: NonNullable<unknown>;
};
/**

* @param {Deliveryendof2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const deliveryendof2: ((inputs: Deliveryendof2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deliveryendof2Inputs, {
    locale?: "de-CH";
}, {}>;
