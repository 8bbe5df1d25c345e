export { orderformline1 as "orderformLine" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformline1Inputs = {
    position: NonNullable<unknown>;
};
/**

* @param {Orderformline1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const orderformline1: ((inputs: Orderformline1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformline1Inputs, {
    locale?: "fr";
}, {}>;
