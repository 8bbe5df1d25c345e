export { catalogueorderchoose2 as "catalogueOrderChoose" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueorderchoose2Inputs = {};
/**

* @param {Catalogueorderchoose2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const catalogueorderchoose2: ((inputs?: Catalogueorderchoose2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueorderchoose2Inputs, {
    locale?: "nl";
}, {}>;
