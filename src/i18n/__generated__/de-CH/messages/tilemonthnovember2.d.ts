export { tilemonthnovember2 as "tileMonthNovember" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilemonthnovember2Inputs = {};
/**

* @param {Tilemonthnovember2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const tilemonthnovember2: ((inputs?: Tilemonthnovember2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilemonthnovember2Inputs, {
    locale?: "de-CH";
}, {}>;
