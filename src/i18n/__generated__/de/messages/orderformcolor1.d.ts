export { orderformcolor1 as "orderformColor" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformcolor1Inputs = {
    color: NonNullable<unknown>;
};
/**

* @param {Orderformcolor1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const orderformcolor1: ((inputs: Orderformcolor1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformcolor1Inputs, {
    locale?: "de";
}, {}>;
