export { orderformadded1 as "orderformAdded" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformadded1Inputs = {
    count: NonNullable<unknown>;
};
/**

* @param {Orderformadded1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const orderformadded1: ((inputs: Orderformadded1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformadded1Inputs, {
    locale?: "de";
}, {}>;
