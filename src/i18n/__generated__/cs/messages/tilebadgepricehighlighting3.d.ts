export { tilebadgepricehighlighting3 as "tileBadgePriceHighlighting" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilebadgepricehighlighting3Inputs = {};
/**

* @param {Tilebadgepricehighlighting3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const tilebadgepricehighlighting3: ((inputs?: Tilebadgepricehighlighting3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilebadgepricehighlighting3Inputs, {
    locale?: "cs";
}, {}>;
