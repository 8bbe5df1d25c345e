export { tilemonthoctober2 as "tileMonthOctober" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilemonthoctober2Inputs = {};
/**

* @param {Tilemonthoctober2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const tilemonthoctober2: ((inputs?: Tilemonthoctober2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilemonthoctober2Inputs, {
    locale?: "nl";
}, {}>;
