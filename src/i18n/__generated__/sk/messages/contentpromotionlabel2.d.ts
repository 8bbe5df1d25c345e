export { contentpromotionlabel2 as "contentPromotionLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentpromotionlabel2Inputs = {};
/**

* @param {Contentpromotionlabel2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const contentpromotionlabel2: ((inputs?: Contentpromotionlabel2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentpromotionlabel2Inputs, {
    locale?: "sk";
}, {}>;
