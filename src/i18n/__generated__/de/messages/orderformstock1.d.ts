export { orderformstock1 as "orderformStock" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformstock1Inputs = {
    stock: NonNullable<unknown>;
};
/**

* @param {Orderformstock1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const orderformstock1: ((inputs: Orderformstock1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformstock1Inputs, {
    locale?: "de";
}, {}>;
