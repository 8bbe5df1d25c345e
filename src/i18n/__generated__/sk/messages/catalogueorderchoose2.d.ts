export { catalogueorderchoose2 as "catalogueOrderChoose" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Catalogueorderchoose2Inputs = {};
/**

* @param {Catalogueorderchoose2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const catalogueorderchoose2: ((inputs?: Catalogueorderchoose2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Catalogueorderchoose2Inputs, {
    locale?: "sk";
}, {}>;
