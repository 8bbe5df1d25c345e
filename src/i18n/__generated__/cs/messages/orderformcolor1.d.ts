export { orderformcolor1 as "orderformColor" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformcolor1Inputs = {
    color: NonNullable<unknown>;
};
/**

* @param {Orderformcolor1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const orderformcolor1: ((inputs: Orderformcolor1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformcolor1Inputs, {
    locale?: "cs";
}, {}>;
