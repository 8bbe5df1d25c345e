export { baskethintwarning2 as "basketHintWarning" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Baskethintwarning2Inputs = {};
/**

* @param {Baskethintwarning2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const baskethintwarning2: ((inputs?: Baskethintwarning2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Baskethintwarning2Inputs, {
    locale?: "sv";
}, {}>;
