export { listingnextpage2 as "listingNextPage" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingnextpage2Inputs = {};
/**

* @param {Listingnextpage2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const listingnextpage2: ((inputs?: Listingnextpage2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingnextpage2Inputs, {
    locale?: "de-CH";
}, {}>;
