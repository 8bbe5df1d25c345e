export { basketquantitymorethanstock4 as "basketQuantityMoreThanStock" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketquantitymorethanstock4Inputs = {
    stock: NonNullable<unknown>;
};
/**

* @param {Basketquantitymorethanstock4Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const basketquantitymorethanstock4: ((inputs: Basketquantitymorethanstock4Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketquantitymorethanstock4Inputs, {
    locale?: "sv";
}, {}>;
