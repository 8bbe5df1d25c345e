export { tilebadgeexclusiveonline3 as "tileBadgeExclusiveOnline" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilebadgeexclusiveonline3Inputs = {};
/**

* @param {Tilebadgeexclusiveonline3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const tilebadgeexclusiveonline3: ((inputs?: Tilebadgeexclusiveonline3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilebadgeexclusiveonline3Inputs, {
    locale?: "nl";
}, {}>;
