export { layoutsearchresults2 as "layoutSearchResults" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutsearchresults2Inputs = {
    count: NonNullable<unknown>;
};
/**

* @param {Layoutsearchresults2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const layoutsearchresults2: ((inputs: Layoutsearchresults2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutsearchresults2Inputs, {
    locale?: "fr";
}, {}>;
