export { layoutsearchsubmit2 as "layoutSearchSubmit" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutsearchsubmit2Inputs = {};
/**

* @param {Layoutsearchsubmit2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const layoutsearchsubmit2: ((inputs?: Layoutsearchsubmit2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutsearchsubmit2Inputs, {
    locale?: "sk";
}, {}>;
