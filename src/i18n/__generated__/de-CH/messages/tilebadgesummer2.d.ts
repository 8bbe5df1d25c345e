export { tilebadgesummer2 as "tileBadgeSummer" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilebadgesummer2Inputs = {};
/**

* @param {Tilebadgesummer2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const tilebadgesummer2: ((inputs?: Tilebadgesummer2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilebadgesummer2Inputs, {
    locale?: "de-CH";
}, {}>;
