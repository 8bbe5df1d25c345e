export { reviewpageof2 as "reviewPageOf" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewpageof2Inputs = {
    page: NonNullable<unknown>;
    pages: NonNullable<unknown>;
};
/**

* @param {Reviewpageof2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const reviewpageof2: ((inputs: Reviewpageof2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewpageof2Inputs, {
    locale?: "de-CH";
}, {}>;
