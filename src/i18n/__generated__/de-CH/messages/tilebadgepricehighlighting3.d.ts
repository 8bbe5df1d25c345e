export { tilebadgepricehighlighting3 as "tileBadgePriceHighlighting" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilebadgepricehighlighting3Inputs = {};
/**

* @param {Tilebadgepricehighlighting3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const tilebadgepricehighlighting3: ((inputs?: Tilebadgepricehighlighting3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilebadgepricehighlighting3Inputs, {
    locale?: "de-CH";
}, {}>;
