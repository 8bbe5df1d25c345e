export { reviewsorttitle2 as "reviewSortTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewsorttitle2Inputs = {};
/**

* @param {Reviewsorttitle2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const reviewsorttitle2: ((inputs?: Reviewsorttitle2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewsorttitle2Inputs, {
    locale?: "sv";
}, {}>;
