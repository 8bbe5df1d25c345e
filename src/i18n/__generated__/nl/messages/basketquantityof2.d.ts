export { basketquantityof2 as "basketQuantityOf" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketquantityof2Inputs = {
    name: NonNullable<unknown>;
};
/**

* @param {Basketquantityof2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const basketquantityof2: ((inputs: Basketquantityof2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketquantityof2Inputs, {
    locale?: "nl";
}, {}>;
