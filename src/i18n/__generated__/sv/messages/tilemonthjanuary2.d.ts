export { tilemonthjanuary2 as "tileMonthJanuary" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilemonthjanuary2Inputs = {};
/**

* @param {Tilemonthjanuary2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const tilemonthjanuary2: ((inputs?: Tilemonthjanuary2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilemonthjanuary2Inputs, {
    locale?: "sv";
}, {}>;
