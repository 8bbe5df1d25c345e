export { orderformadded1 as "orderformAdded" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformadded1Inputs = {
    count: NonNullable<unknown>;
};
/**

* @param {Orderformadded1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const orderformadded1: ((inputs: Orderformadded1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformadded1Inputs, {
    locale?: "de-CH";
}, {}>;
