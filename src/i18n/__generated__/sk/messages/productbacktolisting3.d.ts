export { productbacktolisting3 as "productBackToListing" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productbacktolisting3Inputs = {};
/**

* @param {Productbacktolisting3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const productbacktolisting3: ((inputs?: Productbacktolisting3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productbacktolisting3Inputs, {
    locale?: "sk";
}, {}>;
