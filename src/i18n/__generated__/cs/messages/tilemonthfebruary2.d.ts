export { tilemonthfebruary2 as "tileMonthFebruary" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilemonthfebruary2Inputs = {};
/**

* @param {Tilemonthfebruary2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const tilemonthfebruary2: ((inputs?: Tilemonthfebruary2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilemonthfebruary2Inputs, {
    locale?: "cs";
}, {}>;
