export { tilemonthaugust2 as "tileMonthAugust" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilemonthaugust2Inputs = {};
/**

* @param {Tilemonthaugust2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const tilemonthaugust2: ((inputs?: Tilemonthaugust2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilemonthaugust2Inputs, {
    locale?: "de-CH";
}, {}>;
