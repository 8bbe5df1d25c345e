export { newslettercopycodelabel3 as "newsletterCopyCodeLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newslettercopycodelabel3Inputs = {
    code: NonNullable<unknown>;
};
/**

* @param {Newslettercopycodelabel3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const newslettercopycodelabel3: ((inputs: Newslettercopycodelabel3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newslettercopycodelabel3Inputs, {
    locale?: "nl";
}, {}>;
