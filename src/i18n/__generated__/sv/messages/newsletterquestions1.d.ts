export { newsletterquestions1 as "newsletterQuestions" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterquestions1Inputs = {
    contact: NonNullable<unknown>;
};
/**

* @param {Newsletterquestions1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const newsletterquestions1: ((inputs: Newsletterquestions1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterquestions1Inputs, {
    locale?: "sv";
}, {}>;
