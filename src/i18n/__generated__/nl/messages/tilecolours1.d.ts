export { tilecolours1 as "tileColours" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilecolours1Inputs = {};
/**

* @param {Tilecolours1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const tilecolours1: ((inputs?: Tilecolours1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilecolours1Inputs, {
    locale?: "nl";
}, {}>;
