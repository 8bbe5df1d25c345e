export { orderformline1 as "orderformLine" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformline1Inputs = {
    position: NonNullable<unknown>;
};
/**

* @param {Orderformline1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const orderformline1: ((inputs: Orderformline1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformline1Inputs, {
    locale?: "sv";
}, {}>;
