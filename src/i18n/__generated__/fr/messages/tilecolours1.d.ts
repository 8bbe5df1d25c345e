export { tilecolours1 as "tileColours" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilecolours1Inputs = {};
/**

* @param {Tilecolours1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const tilecolours1: ((inputs?: Tilecolours1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilecolours1Inputs, {
    locale?: "fr";
}, {}>;
