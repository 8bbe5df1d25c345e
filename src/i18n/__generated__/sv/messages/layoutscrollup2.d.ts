export { layoutscrollup2 as "layoutScrollUp" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutscrollup2Inputs = {};
/**

* @param {Layoutscrollup2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const layoutscrollup2: ((inputs?: Layoutscrollup2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutscrollup2Inputs, {
    locale?: "sv";
}, {}>;
