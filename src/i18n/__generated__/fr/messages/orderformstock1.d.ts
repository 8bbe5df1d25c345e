export { orderformstock1 as "orderformStock" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformstock1Inputs = {
    stock: NonNullable<unknown>;
};
/**

* @param {Orderformstock1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const orderformstock1: ((inputs: Orderformstock1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformstock1Inputs, {
    locale?: "fr";
}, {}>;
