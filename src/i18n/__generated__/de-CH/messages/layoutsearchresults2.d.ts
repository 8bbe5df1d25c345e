export { layoutsearchresults2 as "layoutSearchResults" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutsearchresults2Inputs = {
    count: NonNullable<unknown>;
};
/**

* @param {Layoutsearchresults2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const layoutsearchresults2: ((inputs: Layoutsearchresults2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutsearchresults2Inputs, {
    locale?: "de-CH";
}, {}>;
