export { reviewallcount2 as "reviewAllCount" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewallcount2Inputs = {
    count: NonNullable<unknown>;
};
/**

* @param {Reviewallcount2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const reviewallcount2: ((inputs: Reviewallcount2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewallcount2Inputs, {
    locale?: "nl";
}, {}>;
