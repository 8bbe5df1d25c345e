export { newsletterquestions1 as "newsletterQuestions" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterquestions1Inputs = {
    contact: NonNullable<unknown>;
};
/**

* @param {Newsletterquestions1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const newsletterquestions1: ((inputs: Newsletterquestions1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterquestions1Inputs, {
    locale?: "nl";
}, {}>;
