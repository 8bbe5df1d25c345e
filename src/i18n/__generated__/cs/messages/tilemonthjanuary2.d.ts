export { tilemonthjanuary2 as "tileMonthJanuary" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilemonthjanuary2Inputs = {};
/**

* @param {Tilemonthjanuary2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const tilemonthjanuary2: ((inputs?: Tilemonthjanuary2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilemonthjanuary2Inputs, {
    locale?: "cs";
}, {}>;
