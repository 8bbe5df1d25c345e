export { tilemonthaugust2 as "tileMonthAugust" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilemonthaugust2Inputs = {};
/**

* @param {Tilemonthaugust2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const tilemonthaugust2: ((inputs?: Tilemonthaugust2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilemonthaugust2Inputs, {
    locale?: "fr";
}, {}>;
