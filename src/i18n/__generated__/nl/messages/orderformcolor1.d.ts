export { orderformcolor1 as "orderformColor" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformcolor1Inputs = {
    color: NonNullable<unknown>;
};
/**

* @param {Orderformcolor1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const orderformcolor1: ((inputs: Orderformcolor1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformcolor1Inputs, {
    locale?: "nl";
}, {}>;
