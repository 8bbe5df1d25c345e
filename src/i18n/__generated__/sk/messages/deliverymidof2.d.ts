export { deliverymidof2 as "deliveryMidOf" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deliverymidof2Inputs = {
    month: NonNullable<unknown>;
};
/**

* @param {Deliverymidof2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const deliverymidof2: ((inputs: Deliverymidof2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deliverymidof2Inputs, {
    locale?: "sk";
}, {}>;
