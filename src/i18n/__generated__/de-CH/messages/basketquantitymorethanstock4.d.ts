export { basketquantitymorethanstock4 as "basketQuantityMoreThanStock" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketquantitymorethanstock4Inputs = {
    stock: NonNullable<unknown>;
};
/**

* @param {Basketquantitymorethanstock4Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const basketquantitymorethanstock4: ((inputs: Basketquantitymorethanstock4Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketquantitymorethanstock4Inputs, {
    locale?: "de-CH";
}, {}>;
