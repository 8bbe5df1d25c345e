export { basketquantityof2 as "basketQuantityOf" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketquantityof2Inputs = {
    name: NonNullable<unknown>;
};
/**

* @param {Basketquantityof2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const basketquantityof2: ((inputs: Basketquantityof2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketquantityof2Inputs, {
    locale?: "sv";
}, {}>;
