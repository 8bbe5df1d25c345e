export { basketsizelabel2 as "basketSizeLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketsizelabel2Inputs = {};
/**

* @param {Basketsizelabel2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const basketsizelabel2: ((inputs?: Basketsizelabel2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketsizelabel2Inputs, {
    locale?: "de-CH";
}, {}>;
