export { tilebadgepricehighlighting3 as "tileBadgePriceHighlighting" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilebadgepricehighlighting3Inputs = {};
/**

* @param {Tilebadgepricehighlighting3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const tilebadgepricehighlighting3: ((inputs?: Tilebadgepricehighlighting3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilebadgepricehighlighting3Inputs, {
    locale?: "fr";
}, {}>;
