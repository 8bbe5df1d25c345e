export { basketquantitylabel2 as "basketQuantityLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketquantitylabel2Inputs = {};
/**

* @param {Basketquantitylabel2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const basketquantitylabel2: ((inputs?: Basketquantitylabel2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketquantitylabel2Inputs, {
    locale?: "cs";
}, {}>;
