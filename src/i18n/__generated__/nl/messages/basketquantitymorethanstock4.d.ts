export { basketquantitymorethanstock4 as "basketQuantityMoreThanStock" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketquantitymorethanstock4Inputs = {
    stock: NonNullable<unknown>;
};
/**

* @param {Basketquantitymorethanstock4Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const basketquantitymorethanstock4: ((inputs: Basketquantitymorethanstock4Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketquantitymorethanstock4Inputs, {
    locale?: "nl";
}, {}>;
