export { tilemonthaugust2 as "tileMonthAugust" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilemonthaugust2Inputs = {};
/**

* @param {Tilemonthaugust2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const tilemonthaugust2: ((inputs?: Tilemonthaugust2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilemonthaugust2Inputs, {
    locale?: "nl";
}, {}>;
