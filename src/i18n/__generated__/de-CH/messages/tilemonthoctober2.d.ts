export { tilemonthoctober2 as "tileMonthOctober" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilemonthoctober2Inputs = {};
/**

* @param {Tilemonthoctober2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const tilemonthoctober2: ((inputs?: Tilemonthoctober2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilemonthoctober2Inputs, {
    locale?: "de-CH";
}, {}>;
