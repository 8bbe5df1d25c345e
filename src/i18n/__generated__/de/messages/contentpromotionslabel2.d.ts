export { contentpromotionslabel2 as "contentPromotionsLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentpromotionslabel2Inputs = {};
/**

* @param {Contentpromotionslabel2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const contentpromotionslabel2: ((inputs?: Contentpromotionslabel2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentpromotionslabel2Inputs, {
    locale?: "de";
}, {}>;
