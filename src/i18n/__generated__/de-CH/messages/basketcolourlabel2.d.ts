export { basketcolourlabel2 as "basketColourLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketcolourlabel2Inputs = {};
/**

* @param {Basketcolourlabel2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const basketcolourlabel2: ((inputs?: Basketcolourlabel2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketcolourlabel2Inputs, {
    locale?: "de-CH";
}, {}>;
