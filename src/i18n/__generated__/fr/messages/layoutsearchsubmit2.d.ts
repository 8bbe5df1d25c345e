export { layoutsearchsubmit2 as "layoutSearchSubmit" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutsearchsubmit2Inputs = {};
/**

* @param {Layoutsearchsubmit2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const layoutsearchsubmit2: ((inputs?: Layoutsearchsubmit2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutsearchsubmit2Inputs, {
    locale?: "fr";
}, {}>;
