export { tilemonthseptember2 as "tileMonthSeptember" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilemonthseptember2Inputs = {};
/**

* @param {Tilemonthseptember2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const tilemonthseptember2: ((inputs?: Tilemonthseptember2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilemonthseptember2Inputs, {
    locale?: "sk";
}, {}>;
