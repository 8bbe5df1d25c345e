export { tilemonthoctober2 as "tileMonthOctober" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilemonthoctober2Inputs = {};
/**

* @param {Tilemonthoctober2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const tilemonthoctober2: ((inputs?: Tilemonthoctober2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilemonthoctober2Inputs, {
    locale?: "fr";
}, {}>;
