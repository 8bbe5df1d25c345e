export { layoutsearchsubmit2 as "layoutSearchSubmit" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutsearchsubmit2Inputs = {};
/**

* @param {Layoutsearchsubmit2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const layoutsearchsubmit2: ((inputs?: Layoutsearchsubmit2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutsearchsubmit2Inputs, {
    locale?: "de-CH";
}, {}>;
