export { basketitemslabel2 as "basketItemsLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketitemslabel2Inputs = {};
/**

* @param {Basketitemslabel2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const basketitemslabel2: ((inputs?: Basketitemslabel2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketitemslabel2Inputs, {
    locale?: "de-CH";
}, {}>;
