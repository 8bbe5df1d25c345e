export { orderformcolor1 as "orderformColor" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformcolor1Inputs = {
    color: NonNullable<unknown>;
};
/**

* @param {Orderformcolor1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const orderformcolor1: ((inputs: Orderformcolor1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformcolor1Inputs, {
    locale?: "sk";
}, {}>;
