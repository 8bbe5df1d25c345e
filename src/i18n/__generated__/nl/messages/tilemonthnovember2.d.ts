export { tilemonthnovember2 as "tileMonthNovember" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilemonthnovember2Inputs = {};
/**

* @param {Tilemonthnovember2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const tilemonthnovember2: ((inputs?: Tilemonthnovember2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilemonthnovember2Inputs, {
    locale?: "nl";
}, {}>;
