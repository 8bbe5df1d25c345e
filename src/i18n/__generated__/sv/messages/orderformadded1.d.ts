export { orderformadded1 as "orderformAdded" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformadded1Inputs = {
    count: NonNullable<unknown>;
};
/**

* @param {Orderformadded1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const orderformadded1: ((inputs: Orderformadded1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformadded1Inputs, {
    locale?: "sv";
}, {}>;
