export { newsletteractivatetitle2 as "newsletterActivateTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletteractivatetitle2Inputs = {};
/**

* @param {Newsletteractivatetitle2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const newsletteractivatetitle2: ((inputs?: Newsletteractivatetitle2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletteractivatetitle2Inputs, {
    locale?: "de-CH";
}, {}>;
