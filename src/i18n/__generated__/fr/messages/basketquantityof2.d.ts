export { basketquantityof2 as "basketQuantityOf" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketquantityof2Inputs = {
    name: NonNullable<unknown>;
};
/**

* @param {Basketquantityof2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const basketquantityof2: ((inputs: Basketquantityof2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketquantityof2Inputs, {
    locale?: "fr";
}, {}>;
