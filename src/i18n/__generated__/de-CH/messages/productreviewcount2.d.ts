export { productreviewcount2 as "productReviewCount" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productreviewcount2Inputs = {
    count: NonNullable<unknown>;
    formatted: NonNullable<unknown>;
};
/**

* @param {Productreviewcount2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const productreviewcount2: ((inputs: Productreviewcount2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productreviewcount2Inputs, {
    locale?: "de-CH";
}, {}>;
