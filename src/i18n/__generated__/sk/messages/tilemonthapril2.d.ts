export { tilemonthapril2 as "tileMonthApril" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilemonthapril2Inputs = {};
/**

* @param {Tilemonthapril2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const tilemonthapril2: ((inputs?: Tilemonthapril2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilemonthapril2Inputs, {
    locale?: "sk";
}, {}>;
