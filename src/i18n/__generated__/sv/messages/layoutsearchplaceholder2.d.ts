export { layoutsearchplaceholder2 as "layoutSearchPlaceholder" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutsearchplaceholder2Inputs = {};
/**

* @param {Layoutsearchplaceholder2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const layoutsearchplaceholder2: ((inputs?: Layoutsearchplaceholder2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutsearchplaceholder2Inputs, {
    locale?: "sv";
}, {}>;
