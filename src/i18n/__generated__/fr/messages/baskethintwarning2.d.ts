export { baskethintwarning2 as "basketHintWarning" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Baskethintwarning2Inputs = {};
/**

* @param {Baskethintwarning2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const baskethintwarning2: ((inputs?: Baskethintwarning2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Baskethintwarning2Inputs, {
    locale?: "fr";
}, {}>;
