export { orderformstock1 as "orderformStock" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformstock1Inputs = {
    stock: NonNullable<unknown>;
};
/**

* @param {Orderformstock1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const orderformstock1: ((inputs: Orderformstock1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformstock1Inputs, {
    locale?: "nl";
}, {}>;
