export { basketwomen1 as "basketWomen" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketwomen1Inputs = {};
/**

* @param {Basketwomen1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const basketwomen1: ((inputs?: Basketwomen1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketwomen1Inputs, {
    locale?: "nl";
}, {}>;
